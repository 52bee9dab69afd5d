// The landing, pricing and shared portfolio pages are whole documents that run no framework code: no script file,
// the stylesheet inline and complete for the page's own classes (a rule the app's stylesheet has for a class on the
// page is in the page's too), and only the pricing switch's few lines of inline script.
import type { APIRequestContext } from "@playwright/test";
import { transform } from "lightningcss";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test } from "./helpers";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/** Every class name written on the page's elements, as the source writes it (`[&_svg]:size-3`). */
function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!);
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** The class's selector as a stylesheet writes it (`sm:px-6` is `.sm\:px-6`). */
const selector = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`;

/** The app's own stylesheet, as the framework's pages link it. */
async function appStylesheet(request: APIRequestContext): Promise<string> {
  const signIn = await (await request.get("/login")).text();
  const href = signIn.match(/<link rel="stylesheet" href="([^"]+\.css)"/)?.[1];
  expect(href, "the sign-in page links the app's stylesheet").toBeTruthy();
  return (await request.get(href!)).text();
}

/** Checks one document: HTML, no script file or stylesheet to fetch, `inlineScripts` inline scripts, and the rules. */
async function expectStandalone(request: APIRequestContext, path: string, inlineScripts: number, appCss: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toContain("text/html");
  const html = await response.text();
  expect(html, path).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html, path).not.toMatch(/<link[^>]*rel="(stylesheet|preload|modulepreload|manifest)"/);
  expect(html.match(/<script\b/g)?.length ?? 0, path).toBe(inlineScripts);

  const pageCss = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
  // A stylesheet a browser reads whole: one token out of place drops every rule after it.
  const parsed = transform({ filename: `${path}.css`, code: Buffer.from(pageCss), errorRecovery: true });
  expect(
    parsed.warnings.map((warning) => warning.message),
    path,
  ).toEqual([]);
  const missing = [...classNames(html)].filter(
    (name) => appCss.includes(selector(name)) && !pageCss.includes(selector(name)),
  );
  expect(missing, path).toEqual([]);
  // The rules really are the page's own: far less than the whole app's stylesheet.
  expect(pageCss.length, path).toBeGreaterThan(1000);
  expect(pageCss.length, path).toBeLessThan(appCss.length * 0.75);
  return html;
}

test("the landing and pricing pages load no script and carry the rules for every class they use", async ({
  request,
}) => {
  const appCss = await appStylesheet(request);
  await expectStandalone(request, "/", 0, appCss);
  await expectStandalone(request, "/pricing", 1, appCss);
});

test("a shared portfolio loads no script and carries the rules for every class it uses", async ({
  request,
  newUser,
}) => {
  const rep = await newUser();
  const { path } = await createShareLink(rep.api, [await createAchievement(rep.api, "President's Club")]);

  const html = await expectStandalone(request, path, 0, await appStylesheet(request));
  expect(html).toContain("President&#x27;s Club");
});

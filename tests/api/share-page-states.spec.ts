// The shared page and its states are the app's own pages, rendered from its components with their real statuses: a dead
// link answers 404 with the app's "Page Not Found", an expired one 410 with its notice, a protected one 401 with the
// password form (a wrong password 401 again, the right one 303 with a cookie for that link only); the link's
// preview tags sit in <head>; the page follows the owner's edits and a revocation on the very next request; a
// non-admin opening an admin page gets 403 with the app's "Access denied" page.
import { request as playwrightRequest, type APIResponse } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

/** The document's <head> and <body>, split where the page closes its head. */
function documentParts(html: string): { head: string; body: string } {
  const start = html.indexOf("<head>");
  const end = html.indexOf("</head>");
  expect(start, "the page has a <head>").toBeGreaterThanOrEqual(0);
  expect(end, "the page closes its <head>").toBeGreaterThan(start);
  return { head: html.slice(start, end), body: html.slice(end) };
}

/** The content of every <meta> tag with this name or property in a piece of HTML. */
function metaContents(html: string, key: string): string[] {
  return [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g"))].map((m) => m[1]!);
}

/** A page the framework rendered (its flight data is in the document), not markup written by hand. */
async function frameworkPage(response: APIResponse): Promise<string> {
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html /);
  expect(html).toContain("self.__next_f");
  return html;
}

/**
 * A whole document the app rendered from its components (docs/performance.md, "Public pages without the
 * framework"): styled by its own inline stylesheet, with no script at all.
 */
async function appDocument(response: APIResponse): Promise<string> {
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
  expect(html).toMatch(/<style>[^<]*tailwindcss/);
  expect(html).not.toContain("<script");
  return html;
}

/** The page's main heading as server-rendered markup (so it shows before, or without, any script). */
const heading = (text: string) => new RegExp(`<h1[^>]*>${text}</h1>`);

async function visitor() {
  return playwrightRequest.newContext({ baseURL: BASE_URL, maxRedirects: 0 });
}

test("the page's preview tags are in <head>, and it follows an edit and a revocation on the next request", async ({
  newUser,
}) => {
  const rep = await newUser();
  const title = `Closed the Initech renewal ${uniqueSuffix()}`;
  const { link, path } = await createShareLink(rep.api, [await createAchievement(rep.api, title)]);
  const guest = await visitor();
  try {
    const first = await guest.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()["referrer-policy"]).toBe("no-referrer");
    const { head, body } = documentParts(await appDocument(first));
    expect(body).toMatch(heading(rep.fullName));
    expect(body).toContain(title);
    expect(metaContents(head, "og:title")).toEqual([`${rep.fullName} · Verified Sales Portfolio | QuotaProof`]);
    expect(metaContents(head, "og:url")).toEqual([`${BASE_URL}${path}`]);
    expect(metaContents(head, "og:image")).toEqual([`${BASE_URL}${path}/opengraph-image`]);
    expect(metaContents(head, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaContents(head, "robots")).toEqual(["noindex, nofollow"]);
    expect(metaContents(body, "og:title")).toEqual([]);

    const summary = `I sell to CFOs who have been burned before ${uniqueSuffix()}.`;
    expect((await rep.api.put("/api/about-me", { data: { personalSummary: summary } })).status()).toBe(200);
    const edited = await guest.get(path);
    expect(edited.status()).toBe(200);
    expect(await edited.text()).toContain(summary);

    expect((await rep.api.delete(`/api/share-links/${link.id}`)).status()).toBe(200);
    const revoked = await guest.get(path);
    expect(revoked.status()).toBe(404);
    const gone = await appDocument(revoked);
    expect(gone).toContain("Page Not Found");
    expect(gone).toContain("The page you are looking for does not exist or has moved.");
    expect(gone).not.toContain(title);
    expect(gone).not.toContain(summary);
    expect((await guest.get(`${path}/opengraph-image`)).status()).toBe(404);

    const unknown = await guest.get("/p/AAAAAAAAAAAAAAAAAAAAAA");
    expect(unknown.status()).toBe(404);
    expect(await appDocument(unknown)).toContain("Page Not Found");
  } finally {
    await guest.dispose();
  }
});

test("an expired link answers 410 with the app's notice, under its address and its images", async ({ newUser }) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const title = `Won the Umbrella expansion ${uniqueSuffix()}`;
  const id = await createAchievement(rep.api, title);
  const { path } = await createShareLink(rep.api, [id], { expiresAt: new Date(Date.now() + 1500).toISOString() });
  const guest = await visitor();
  try {
    expect((await guest.get(path)).status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const expired = await guest.get(path);
    expect(expired.status()).toBe(410);
    expect(expired.headers()["x-robots-tag"]).toBe("noindex");
    const html = await appDocument(expired);
    expect(html).toMatch(heading("This portfolio link has expired"));
    expect(html).toContain("Ask them for a new link.");
    expect(html).not.toContain(title);
    expect(metaContents(documentParts(html).head, "robots")).toContain("noindex, nofollow");
    for (const under of ["opengraph-image", "pdf", "badge"]) {
      const response = await guest.get(`${path}/${under}`);
      expect(response.status(), under).toBe(410);
      expect(await response.json(), under).toEqual({
        error: { code: "gone", message: "This portfolio link has expired" },
      });
    }
  } finally {
    await guest.dispose();
  }
});

test("a protected link: the form (401), a wrong password (401), the right one (303, a cookie for this link)", async ({
  newUser,
}) => {
  const rep = await newUser();
  const title = `Displaced the incumbent at Hooli ${uniqueSuffix()}`;
  const { link, path } = await createShareLink(rep.api, [await createAchievement(rep.api, title)], {
    password: "open-sesame",
  });
  const guest = await visitor();
  try {
    const locked = await guest.get(path);
    expect(locked.status()).toBe(401);
    const form = await appDocument(locked);
    expect(form).toMatch(heading("This portfolio is password-protected"));
    expect(form).toMatch(new RegExp(`<form [^>]*action="${path}" method="post">`));
    expect(form).not.toContain(title);
    expect(form).not.toContain("That password is not right");
    // Nothing of the portfolio in the form's page, not even in its preview tags.
    expect(form).not.toContain(rep.fullName);
    // The PDF and the preview image of a locked link are refused, never sent.
    for (const under of ["pdf", "opengraph-image"]) {
      const refusedFile = await guest.get(`${path}/${under}`);
      expect(refusedFile.status(), under).toBe(401);
      expect((await refusedFile.json()).error.message, under).toBe("This portfolio is password-protected");
    }

    const wrong = await guest.post(path, { form: { password: "guess" } });
    expect(wrong.status()).toBe(401);
    const refused = await appDocument(wrong);
    expect(refused).toMatch(
      /<p id="share-password-error" role="alert"[^>]*>That password is not right. Ask the person who shared this link.<\/p>/,
    );
    expect(refused).not.toContain(title);
    // A visitor cannot make the page say something else by sending the proxy's header themselves.
    const forged = await guest.get(path, { headers: { "x-quotaproof-share-password-error": "wrong" } });
    expect(forged.status()).toBe(401);
    expect(await forged.text()).not.toContain("That password is not right");

    const right = await guest.post(path, { form: { password: "open-sesame" } });
    expect(right.status()).toBe(303);
    expect(new URL(right.headers()["location"]!, BASE_URL).pathname).toBe(path);
    const cookie = right.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")?.value ?? "";
    expect(cookie).toMatch(new RegExp(`^qp_share_${link.id}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain(`Path=${path}`);
    expect(cookie).toContain("HttpOnly");
    const open = await guest.get(path);
    expect(open.status()).toBe(200);
    expect(await open.text()).toContain(title);
  } finally {
    await guest.dispose();
  }
});

test("a non-admin opening an admin page gets 403 with the app's page; signed out, the sign-in form", async ({
  newUser,
}) => {
  const rep = await newUser();
  for (const path of ["/admin/reviews", "/admin/upgrades"]) {
    const response = await rep.api.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    const html = await frameworkPage(response);
    expect(html).toContain("Access denied");
    expect(html).toContain("This page is only available to administrators.");
  }
  const guest = await visitor();
  try {
    // Signed out, like every page of the signed-in app: 401 with the sign-in form in place.
    const signedOut = await guest.get("/admin/reviews");
    expect(signedOut.status()).toBe(401);
    const html = await signedOut.text();
    expect(html).toMatch(heading("Welcome back"));
    expect(html).not.toMatch(heading("Access denied"));
  } finally {
    await guest.dispose();
  }
});

import "server-only";
// Pages served as plain HTML: the public pages a visitor opens first (the landing and pricing pages, and the shared
// portfolio a hiring manager opens on a phone) have nothing for the framework's JavaScript to do, so the server
// renders an internal page (/render/...) with a request to itself and sends its markup without the scripts. A phone
// then downloads and parses only HTML and the inline stylesheet. Only the server's own request (a secret of this
// process) gets an internal page; anyone else gets 404.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { parse, serialize } from "parse5";
import { env, serverOrigin } from "@/lib/env";
import { processCache } from "./lru";

const RENDER_HEADER = "x-quotaproof-render";

const holder = globalThis as typeof globalThis & { __quotaproofRenderSecret?: string };
const renderSecret = () => (holder.__quotaproofRenderSecret ??= randomBytes(32).toString("base64url"));

/** True for the server's own request for an internal page. */
function isOwnRenderRequest(presented: string | null): boolean {
  const expected = Buffer.from(renderSecret());
  const given = Buffer.from(presented ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
/** The framework's scripts, and the links that only fetch scripts ahead of time; a page's own `data-keep` script stays. */
const isFrameworkScript = (node: Node) =>
  (node.nodeName === "script" && attr(node, "data-keep") === undefined) ||
  (node.nodeName === "link" && (attr(node, "as") === "script" || attr(node, "rel") === "modulepreload"));

function dropScripts(node: Node): void {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !isFrameworkScript(child));
  for (const child of node.childNodes) dropScripts(child);
}

/** The document without the framework's scripts, through a real HTML parser (pages hold text users wrote). */
export function withoutScripts(html: string): string {
  const document = parse(html);
  dropScripts(document as unknown as Node);
  return serialize(document);
}

const pages = processCache<Promise<string>>("plain-pages", 1_000);

async function render(path: string): Promise<string> {
  const origin = serverOrigin() ?? env().APP_URL;
  const response = await fetch(new URL(path, origin), {
    headers: { [RENDER_HEADER]: renderSecret() },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`rendering ${path} answered ${response.status}`);
  return withoutScripts(await response.text());
}

/** The plain HTML of the internal page at `path`, rendered once per `key` (what the page depends on). */
export function plainPage(path: string, key: string): Promise<string> {
  // In development the code changes under the server: render every time.
  if (env().NODE_ENV !== "production") return render(path);
  let page = pages.get(key);
  if (!page) {
    page = render(path);
    pages.set(key, page);
    page.catch(() => pages.delete(key)); // a failed render is tried again next time
  }
  return page;
}

/** An HTML answer for a plain page. */
export function plainPageResponse(html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });
}

/** For an internal page: anyone but the server itself gets 404. */
export async function onlyOwnRender(): Promise<void> {
  if (!isOwnRenderRequest((await headers()).get(RENDER_HEADER))) notFound();
}

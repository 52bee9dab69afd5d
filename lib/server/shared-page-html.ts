import "server-only";
// The shared page as a hiring manager receives it: the server-rendered HTML of the internal page
// /render/shared/<slug> without the framework's JavaScript (the page has nothing to run: no client components), so
// a phone downloads and parses only HTML and the inline stylesheet. Kept per link and portfolio version: a change
// to the portfolio, the plan or the link's options makes a new entry, and revocation is checked before this runs.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "parse5";
import { env, serverOrigin } from "@/lib/env";
import type { LiveShareLink } from "./data/share-links";
import { processCache } from "./lru";

export const RENDER_HEADER = "x-quotaproof-render";

const holder = globalThis as typeof globalThis & { __quotaproofRenderSecret?: string };
const renderSecret = () => (holder.__quotaproofRenderSecret ??= randomBytes(32).toString("base64url"));

/** True for the server's own request for the internal page (a secret of this process); anyone else gets 404. */
export function isOwnRenderRequest(presented: string | null): boolean {
  const expected = Buffer.from(renderSecret());
  const given = Buffer.from(presented ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
/** Scripts, and the links that only fetch scripts ahead of time. */
const isScript = (node: Node) =>
  node.nodeName === "script" ||
  (node.nodeName === "link" && (attr(node, "as") === "script" || attr(node, "rel") === "modulepreload"));

function dropScripts(node: Node): void {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !isScript(child));
  for (const child of node.childNodes) dropScripts(child);
}

/** The document without its scripts, through a real HTML parser (the page holds text the rep wrote). */
export function withoutScripts(html: string): string {
  const document = parse(html);
  dropScripts(document as unknown as Node);
  return serialize(document);
}

const pages = processCache<Promise<string>>("shared-page-html", 500);

async function render(slug: string): Promise<string> {
  const origin = serverOrigin() ?? env().APP_URL;
  const response = await fetch(new URL(`/render/shared/${slug}`, origin), {
    headers: { [RENDER_HEADER]: renderSecret() },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`rendering the shared page answered ${response.status}`);
  return withoutScripts(await response.text());
}

/** The page's HTML for this link as it stands now. */
export function sharedPageHtml(link: LiveShareLink): Promise<string> {
  const key = [
    link.slug,
    link.portfolioVersion,
    link.allowIndexing,
    link.sections.join(","),
    link.achievementIds.join(","),
  ].join(":");
  let page = pages.get(key);
  if (!page) {
    page = render(link.slug);
    pages.set(key, page);
    page.catch(() => pages.delete(key)); // a failed render is tried again next time
  }
  return page;
}

import "server-only";
// The landing, pricing and shared portfolio pages, served as whole documents that run no framework code
// (docs/performance.md, "Public pages without the framework"). The renderer is the build's .workers/public-pages.mjs,
// loaded as Node loads it (the framework's server layer has no HTML renderer). A landing or pricing document is kept
// per page and prices; a shared page is rendered per request from the data cache's portfolio.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import type { PublicPageName, PublicPageRenderer, SharedPageView } from "@/lib/public-pages";
import { proPrices } from "./billing/prices";
import { loadedOnce, processCache } from "./cache";
import { countAfterResponse, recordShareLinkView } from "./data/share-links";
import { getSessionUser } from "./session";
import { SHARE_PASSWORD_ERROR_HEADER, unlockErrorMessage } from "./share-unlock";
import { sharedPageAccess, sharedPortfolioOf } from "./shared-portfolio";

const documents = processCache("public-pages");

function renderer(): Promise<PublicPageRenderer> {
  return loadedOnce("public-page-renderer", () => {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), ".workers/public-pages.mjs");
    return import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(file).href
    ) as Promise<PublicPageRenderer>;
  });
}

function htmlResponse(html: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(html, {
    status: init.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });
}

/** The landing or pricing page's document at the running deployment's Pro Seller prices. */
export async function publicPageResponse(name: PublicPageName): Promise<Response> {
  const prices = await proPrices();
  const key = `${name}|${prices.monthly}|${prices.annual}|${prices.savingLabel}`;
  let html = documents.get(key);
  if (html === undefined) {
    html = (await renderer()).renderPublicPage(name, prices);
    documents.set(key, html);
  }
  return htmlResponse(html);
}

/**
 * What /p/<slug> answers this visitor: the portfolio (its view counted once the answer is out, unless the owner
 * looks), the password form (401; 429 once throttled, as the proxy decided), the expired notice (410) or
 * "Page Not Found" (404). Never kept by a shared cache: a revoked link must answer at once.
 */
export async function sharedPageResponse(slug: string): Promise<Response> {
  const access = await sharedPageAccess(slug);
  let view: SharedPageView;
  let status = 200;
  if (access.state === "missing") {
    [view, status] = [{ state: "missing" }, 404];
  } else if (access.state === "expired") {
    [view, status] = [{ state: "expired" }, 410];
  } else if (access.state === "locked") {
    const error = (await headers()).get(SHARE_PASSWORD_ERROR_HEADER);
    [view, status] = [{ state: "locked", slug, error: unlockErrorMessage(error) }, error === "throttled" ? 429 : 401];
  } else {
    const [portfolio, viewer] = await Promise.all([sharedPortfolioOf(access.link), getSessionUser()]);
    countAfterResponse(() => recordShareLinkView(access.link, viewer?.id ?? null));
    const { snapshot, pictureUrl } = portfolio;
    view = {
      state: "open",
      slug,
      appUrl: env().APP_URL,
      allowIndexing: access.link.allowIndexing,
      snapshot,
      pictureUrl,
      pdfHref: PLANS[snapshot.owner.tier].exports ? `/p/${slug}/pdf` : null,
    };
  }
  const noIndex = view.state !== "open" || !view.allowIndexing;
  return htmlResponse((await renderer()).renderSharedPage(view), {
    status,
    headers: { "Cache-Control": "private, no-store", ...(noIndex ? { "X-Robots-Tag": "noindex" } : {}) },
  });
}

/**
 * The caching of the pages that are the same for every visitor (the landing page without a session, pricing): a
 * shared cache (a CDN) may keep a copy for 5 minutes, the time the prices they show are kept (see the cache list),
 * and serve it stale for a day while it fetches a fresh one; browsers check again on every visit. Pages that depend
 * on the visitor, shared portfolios among them, keep the framework's private, no-store answer.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

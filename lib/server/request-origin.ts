import "server-only";
// Where a request comes from, for throttling and the audit trail (kept apart from http.ts, which needs the session).

/**
 * The caller's IP: the rightmost X-Forwarded-For entry, which the nearest proxy appends (or Next
 * sets from the socket when the client sent none). Without a proxy a client can choose it, which
 * is why failed sign-ins are also counted per account.
 */
export function clientIp(request: Pick<Request, "headers">): string {
  const hops = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  return hops.at(-1)?.trim() || "unknown";
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" or garbage
  }
}

/**
 * Cross-site request forgery guard: a state-changing call from a browser must come from our own origin. Browsers
 * always send Origin (or Sec-Fetch-Site) on these requests; clients without them (curl, server-to-server) carry no
 * ambient browser cookies to abuse. Every route handler runs it (lib/server/http.ts `withErrors`).
 */
export function isCrossSiteWrite(request: Pick<Request, "headers" | "method">): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  return origin ? hostOf(origin) !== host : fetchSite === "cross-site";
}

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

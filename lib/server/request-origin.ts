import "server-only";
// Where a request comes from, for throttling and the audit trail (kept apart from http.ts, which needs the session).
import ipaddr from "ipaddr.js";
import { env } from "@/lib/env";

/** An address as one spelling (IPv4-mapped IPv6 as IPv4, IPv6 compressed), or null when it is not an address. */
export function normalizeIp(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || !ipaddr.isValid(value)) return null;
  return ipaddr.process(value).toString();
}

/**
 * The caller's IP address. With no trusted proxy (TRUSTED_PROXY_HOPS=0) it is the connection's own address, which
 * server.mjs hands over in a header of its own after removing any copy the client sent; a client cannot choose it.
 * Behind N proxies that each append the address they saw, it is the Nth X-Forwarded-For entry from the right: the
 * entries left of it were written by the client. Under `next dev` (no server.mjs) the rightmost entry is taken,
 * which Next sets from the socket only when the client sent none: good enough on a developer's machine.
 */
export function clientIp(request: Pick<Request, "headers">): string {
  const { TRUSTED_PROXY_HOPS: hops, QUOTAPROOF_PEER_HEADER: peerHeader } = env();
  return clientIpFrom(request, { hops, peerHeader });
}

/** clientIp for a given configuration (exported for tests). */
export function clientIpFrom(
  request: Pick<Request, "headers">,
  { hops, peerHeader }: { hops: number; peerHeader: string | undefined },
): string {
  const peer = peerHeader ? normalizeIp(request.headers.get(peerHeader)) : null;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",") ?? [];
  if (hops === 0) return peer ?? (peerHeader ? null : normalizeIp(forwarded.at(-1))) ?? "unknown";
  // Fewer entries than proxies: the request did not come through all of them; trust only what we saw.
  const entry = forwarded.length >= hops ? forwarded[forwarded.length - hops] : undefined;
  return normalizeIp(entry) ?? peer ?? "unknown";
}

/** True when the caller's address comes through trusted proxies, whose other headers (a country) can be believed. */
export function behindTrustedProxy(): boolean {
  return env().TRUSTED_PROXY_HOPS > 0;
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
 * ambient browser cookies to abuse. A page whose referrer policy is no-referrer (a shared portfolio) makes the browser
 * send `Origin: null` for its own form: such a request passes only when the browser's own Sec-Fetch-Site says it
 * came from this origin. Every route handler runs it (lib/server/http.ts `withErrors`).
 */
export function isCrossSiteWrite(request: Pick<Request, "headers" | "method">): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin === "null") return fetchSite !== "same-origin";
  return origin ? hostOf(origin) !== host : fetchSite === "cross-site";
}

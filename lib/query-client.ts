// The browser's query cache (TanStack Query): how long an answer counts as fresh, and the client every page shares.
// Client-safe: the cache list (lib/server/cache.ts) names this cache and its bound from here.
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

/**
 * An answer is fresh for 30 seconds. Much of what the app shows can be changed by someone else (a manager's
 * attestation, a teammate joining, a reviewer's decision, a hiring manager's request), so nothing is fresh forever:
 * a page opened again, or the window focused again, after that refetches what it shows. The user's own changes do
 * not wait for it: each mutation invalidates the queries it changed.
 */
export const QUERY_STALE_TIME_MS = 30_000;

/** One client per browser session (per request on the server), never shared between users. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: QUERY_STALE_TIME_MS,
        // Only a stale answer is fetched again on focus; a failure shows at once instead of after silent retries.
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

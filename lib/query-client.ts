// The browser's query cache (TanStack Query): the client every page shares. The cache list (lib/server/cache.ts)
// names this cache; its freshness is in query-freshness.ts.
import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { QUERY_STALE_TIME_MS } from "@/lib/query-freshness";

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

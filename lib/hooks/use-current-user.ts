"use client";

import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import type { CurrentUser } from "@/lib/types";
import { CURRENT_USER_QUERY_KEY } from "@/lib/page-queries";

export { CURRENT_USER_QUERY_KEY };

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  });
}

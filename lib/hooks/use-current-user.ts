"use client";

import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";
import { accountKeys } from "@/lib/api/keys";
import type { CurrentUser } from "@/lib/types";

export const CURRENT_USER_QUERY_KEY = accountKeys.me();

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@/lib/api-client";

export const CURRENT_USER_QUERY_KEY = ["/api/auth/me"] as const;

/** The signed-in user as GET /api/auth/me returns it. */
export type CurrentUser = {
  id: number;
  username: string;
  email: string;
  fullName: string;
  title: string | null;
  company: string | null;
  profilePictureUrl: string | null;
  role: "user" | "admin";
  subscriptionTier: "starter" | "pro" | "enterprise";
  subscriptionStatus: string;
  isVerified: boolean;
  /** The portfolio level the user was last shown (a LevelName), or null before the first visit. */
  lastSeenLevel: string | null;
  createdAt: string;
};

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  });
}

"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from "@/lib/hooks/use-current-user";

/**
 * After sign-in or sign-up: cache the user, go on (to the portfolio, or where `redirectTo` says when it is called),
 * and re-render server components.
 */
export function useAuthSuccess(redirectTo: string | (() => string)) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      router.replace(typeof redirectTo === "function" ? redirectTo() : redirectTo);
      router.refresh();
    },
    [queryClient, router, redirectTo],
  );
}

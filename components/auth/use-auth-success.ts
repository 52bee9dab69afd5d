"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { CURRENT_USER_QUERY_KEY } from "@/lib/hooks/use-current-user";
import type { CurrentUser } from "@/lib/types";

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

/**
 * The `next` address parameter (e.g. /login?next=/join/abc), when it is a path on this site: it must start with
 * one "/", and resolve to this origin, so a crafted link cannot send a fresh sign-in to another site.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters and backslashes are never in a path we link to, and browsers read some as "//".
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = "https://same.invalid";
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where the current page's `?next=` says to go after signing in, if anywhere (read when it is needed). */
export function nextPathFromAddress(): string | null {
  return safeNextPath(new URLSearchParams(window.location.search).get("next"));
}

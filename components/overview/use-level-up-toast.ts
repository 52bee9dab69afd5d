"use client";
// "New Achievement Level Unlocked!" once per level change: the level last shown is kept on the account
// (users.last_seen_level), so it holds across reloads and devices.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from "@/lib/hooks/use-current-user";
import type { CurrentUser } from "@/lib/types";
import { isLevelUp, type LevelResult } from "@/lib/levels";
import { patchProfile } from "./use-profile-mutations";

export const LEVEL_UP_TOAST_MS = 5000;

/**
 * Compares the computed level with the stored one. A first computation (nothing stored) is stored quietly;
 * any change from a level already seen, up or down, is announced, then stored.
 */
export function useLevelUpToast(level: Pick<LevelResult, "name" | "label"> | undefined): void {
  const queryClient = useQueryClient();
  const storedLevel = useCurrentUser().data?.lastSeenLevel;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!level || storedLevel === undefined) return;
    // Read the cache now, not the render's copy: another watcher may have just handled this level.
    const user = queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY);
    if (!user || user.lastSeenLevel === level.name || handled.current === level.name) return;
    handled.current = level.name;
    if (user.lastSeenLevel !== null) {
      toast.success("New Achievement Level Unlocked!", {
        id: "level-up",
        duration: LEVEL_UP_TOAST_MS,
        description: isLevelUp(user.lastSeenLevel, level.name)
          ? `You reached the ${level.label} level.`
          : `Your portfolio is now at the ${level.label} level.`,
      });
    }
    queryClient.setQueryData<CurrentUser>(CURRENT_USER_QUERY_KEY, { ...user, lastSeenLevel: level.name });
    patchProfile({ lastSeenLevel: level.name }).catch((error: unknown) => {
      // Not worth interrupting the user: the next visit compares again.
      console.error("Could not store the portfolio level:", error);
    });
  }, [level, storedLevel, queryClient]);
}

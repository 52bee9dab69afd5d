"use client";
// False in the server's HTML (and in a page whose script never runs), true once the script has taken over: what only
// works with JavaScript (a button enabled by typing, a toast) waits for it.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

"use client";
// False while React hydrates the server's HTML, true afterwards. The Quota panel's code loads on demand, and
// the page header may have fetched the quota records by then: rendering them during hydration would not
// match the server's spinner.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

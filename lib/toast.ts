"use client";
// toast.success / toast.error for every component. sonner (the toasts' library) and its host
// (components/ui/toaster.tsx) load with the first toast, so they are no part of a page's first-load JavaScript; the
// toast waits for the host instead of being lost.
import type { ExternalToast } from "sonner";

let mounted: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => {
  mounted = resolve;
});
let hostWanted = false;
let wantHost: () => void = () => {
  hostWanted = true;
};

/** The Toaster asks to be told when the first toast is wanted (at once if one already is). */
export function onToasterWanted(callback: () => void): void {
  wantHost = callback;
  if (hostWanted) callback();
}

/** Called by the host once it is on the page. */
export function markToasterMounted(): void {
  mounted();
}

async function show(kind: "success" | "error", message: string, data?: ExternalToast): Promise<void> {
  wantHost();
  const [{ toast: sonner }] = await Promise.all([import("sonner"), hostMounted]);
  sonner[kind](message, data);
}

export const toast = {
  success: (message: string, data?: ExternalToast) => void show("success", message, data),
  error: (message: string, data?: ExternalToast) => void show("error", message, data),
};

"use client";
// Error toasts for saves: the spec's title and text, and an upgrade prompt when a plan limit is hit.
import { toast } from "@/lib/toast";
import { ApiRequestError } from "@/lib/api-client";

export function toastMutationError(title: string, fallback: string, error: unknown): void {
  if (error instanceof ApiRequestError && error.code === "plan_limit") {
    toast.error("Upgrade to Pro Seller", {
      description: error.message,
      // The upgrade page records the request (no card payment yet: decisions.md). This is no component, so no
      // router: a full page load, which also reads the plan fresh.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      action: { label: "Upgrade", onClick: () => window.location.assign("/upgrade") },
    });
    return;
  }
  // Validation errors carry the server's own message; anything else gets the spec's text.
  const message = error instanceof ApiRequestError && error.status === 422 ? error.message : fallback;
  toast.error(title, { description: message });
}

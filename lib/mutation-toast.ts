"use client";
// Error toasts for saves: the spec's title and text, and an upgrade prompt when a plan limit is hit.
import { toast } from "sonner";
import { ApiRequestError } from "@/lib/api-client";

export function toastMutationError(title: string, fallback: string, error: unknown): void {
  if (error instanceof ApiRequestError && error.code === "plan_limit") {
    toast.error("Upgrade to Pro Seller", {
      description: error.message,
      action: { label: "See plans", onClick: () => window.location.assign("/pricing") },
    });
    return;
  }
  // Validation errors carry the server's own message; anything else gets the spec's text.
  const message = error instanceof ApiRequestError && error.status === 422 ? error.message : fallback;
  toast.error(title, { description: message });
}

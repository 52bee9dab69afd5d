"use client";
// Error toasts for saves: the form's own title and text, and an upgrade prompt when a plan limit is hit.
import { toast } from "@/lib/toast";
import { ApiRequestError } from "@/lib/api-client";

type MutationErrorOptions = {
  /**
   * Show the API's message for any refusal (e.g. a period recorded twice), not only for a validation error.
   * A failure without an API answer (the network) still gets the fallback text.
   */
  serverMessages?: boolean;
  /**
   * A plan limit (402) offers the upgrade to Pro Seller (default). False where Pro is not the answer, e.g. an
   * organisation's seats or its Enterprise features: the API's message says what to do.
   */
  upgradePrompt?: boolean;
};

export function toastMutationError(
  title: string,
  fallback: string,
  error: unknown,
  { serverMessages = false, upgradePrompt = true }: MutationErrorOptions = {},
): void {
  if (upgradePrompt && error instanceof ApiRequestError && error.code === "plan_limit") {
    toast.error("Upgrade to Pro Seller", {
      description: error.message,
      // The upgrade page records the request (there is no card payment yet). This is no component, so no
      // router: a full page load, which also reads the plan fresh.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      action: { label: "Upgrade", onClick: () => window.location.assign("/upgrade") },
    });
    return;
  }
  // Validation errors carry the server's own message; anything else gets the form's fallback text.
  const showMessage = error instanceof ApiRequestError && (serverMessages || error.status === 422);
  toast.error(title, { description: showMessage ? error.message : fallback });
}

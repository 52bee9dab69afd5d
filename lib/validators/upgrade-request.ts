// Asking for a paid plan without card payment (there is none yet): the rep's request and the admin's decision.
import { z } from "zod";
import type { PlanTier } from "@/lib/plans";
import { optionalText } from "./common";

export const UPGRADE_NOTE_MAX = 1000;

/** Only Pro Seller can be requested here; Enterprise goes through sales. */
export const upgradeRequestSchema = z.object({
  tier: z.enum(["pro"], { error: "Only the Pro Seller plan can be requested here" }),
  isAnnualBilling: z.boolean({ error: "Choose annual or monthly billing" }),
  note: optionalText(UPGRADE_NOTE_MAX),
});

export type UpgradeRequestInput = z.infer<typeof upgradeRequestSchema>;
export type UpgradeRequestFormValues = z.input<typeof upgradeRequestSchema>;

export const upgradeDecisionSchema = z.object({
  decision: z.enum(["approve", "decline"], { error: 'Decision must be "approve" or "decline"' }),
});

export type UpgradeDecision = z.infer<typeof upgradeDecisionSchema>;

export type UpgradeRequestStatus = "open" | "approved" | "declined";

/** GET /api/upgrade-requests: one of the rep's requests. */
export type UpgradeRequestView = {
  id: number;
  tier: PlanTier;
  isAnnualBilling: boolean;
  note: string | null;
  status: UpgradeRequestStatus;
  createdAt: string;
  handledAt: string | null;
};

/** GET /api/admin/upgrade-requests: an open request with the rep it came from. */
export type OpenUpgradeRequest = UpgradeRequestView & {
  rep: { id: number; fullName: string; email: string; subscriptionTier: PlanTier };
};

/** The open request among a rep's requests, if any (there is at most one). */
export function openRequestOf(requests: readonly UpgradeRequestView[]): UpgradeRequestView | undefined {
  return requests.find((r) => r.status === "open");
}

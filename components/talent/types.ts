// The talent network's answers as the browser receives them, from the server's own types (type-only imports, erased
// from the bundle), so the pages cannot drift from the API.
import type { TalentProfileView } from "@/lib/server/talent/profile";
import type { OrgTalentRequest, RepTalentRequest } from "@/lib/server/talent/requests";
import type { TalentCard } from "@/lib/talent";

export type { OrgTalentRequest, RepTalentRequest, TalentCard, TalentProfileView };

/** GET /api/talent/views: a card opened or a contact, by organisation. */
export type TalentViewEntry = { organisation: string; kind: "view" | "contact"; at: string };

/** GET /api/orgs/{id}/talent */
export type TalentSearchPage = { results: TalentCard[]; nextCursor: string | null };

export const REQUEST_STATUS_LABELS: Record<RepTalentRequest["status"], string> = {
  pending: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
};

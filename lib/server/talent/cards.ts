import "server-only";
// A listing as recruiters see it. Built only from the listing's own columns: the rep's row (name, e-mail) is never
// read here, so nothing identifying can reach a search result or a card.
import type { TalentCard, TalentSegment, TalentWorkMode } from "@/lib/talent";
import type { talentProfiles } from "../db/schema";

type ListingRow = typeof talentProfiles.$inferSelect;

export function toTalentCard(row: ListingRow): TalentCard {
  return {
    profileId: row.profileId,
    headline: row.headline,
    location: row.location,
    segments: row.segments as TalentSegment[],
    openTo: row.openTo,
    workModes: row.workModes as TalentWorkMode[],
    attainment: row.yearBands.map((y) => ({ ...y, label: `${y.band}, verified` })),
    verifiedPeriods: row.verifiedPeriods,
    verifiedItems: row.verifiedItems,
    quotaYears: Number(row.quotaYears),
    verifiedAwards: row.verifiedAwards,
    dealSizeBand: row.dealBand,
  };
}

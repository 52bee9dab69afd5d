import "server-only";
// What organisations add to a rep's shared page and exports: attestations still in force, awards not revoked, and
// the branding of an organisation the rep chose to show. Read for one rep, by their id only.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AttestationFacts, AwardFacts } from "@/lib/verification";
import { getDb } from "../../db/client";
import { orgAwards, orgMembers, organizations } from "../../db/schema";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../../signing/figures";
import { attestationFacts } from "./attestations";

export type OrgBranding = { orgName: string; logoUrl: string | null; brandColor: string | null };

export type OrgPortfolioFacts = {
  /** By quota record id: only when the record still carries the attested figures. */
  attestation: (record: ClaimedFigures & { id: number }) => AttestationFacts | null;
  /** By achievement id. */
  awards: Map<number, AwardFacts>;
  branding: OrgBranding | null;
};

export async function orgPortfolioFacts(userId: number): Promise<OrgPortfolioFacts> {
  const db = await getDb();
  const [attestations, awards, [branding]] = await Promise.all([
    attestationFacts(userId),
    db
      .select({ achievementId: orgAwards.achievementId, orgName: orgAwards.orgName, awardedOn: orgAwards.awardedOn })
      .from(orgAwards)
      .where(and(eq(orgAwards.userId, userId), isNull(orgAwards.revokedAt), isNotNull(orgAwards.achievementId))),
    db
      .select({ orgName: organizations.name, logoUrl: organizations.logoUrl, brandColor: organizations.brandColor })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(and(eq(orgMembers.userId, userId), eq(orgMembers.showBranding, true)))
      .orderBy(asc(orgMembers.joinedAt))
      .limit(1),
  ]);
  return {
    attestation: (record) => {
      const facts = attestations.get(record.id);
      return facts && facts.figuresHash === figuresHash(claimedFigures(record)) ? facts : null;
    },
    awards: new Map(awards.map((a) => [a.achievementId!, { orgName: a.orgName, awardedAt: a.awardedOn }])),
    branding: branding ?? null,
  };
}

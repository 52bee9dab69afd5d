import "server-only";
// What organisations add to a rep's shared page and exports: attestations still in force, awards not revoked, and
// the branding of an organisation the rep chose to show. An organisation's name, logo and colour appear only when
// it is vetted (the operator put it on Enterprise and it verified a domain): anyone can create one called
// "Salesforce". Read for one rep, by their id only.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AttestationFacts, AwardFacts } from "@/lib/verification";
import { getDb } from "../../db/client";
import { orgAwards, orgMembers, organizations } from "../../db/schema";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../../signing/figures";
import { isVettedOrg } from "./access";
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
      .select({
        achievementId: orgAwards.achievementId,
        orgName: orgAwards.orgName,
        awardedOn: orgAwards.awardedOn,
        vetted: isVettedOrg,
      })
      .from(orgAwards)
      .leftJoin(organizations, eq(organizations.id, orgAwards.orgId))
      .where(and(eq(orgAwards.userId, userId), isNull(orgAwards.revokedAt), isNotNull(orgAwards.achievementId))),
    db
      .select({ orgName: organizations.name, logoUrl: organizations.logoUrl, brandColor: organizations.brandColor })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(and(eq(orgMembers.userId, userId), eq(orgMembers.showBranding, true), isVettedOrg))
      .orderBy(asc(orgMembers.joinedAt))
      .limit(1),
  ]);
  return {
    attestation: (record) => {
      const facts = attestations.get(record.id);
      return facts && facts.figuresHash === figuresHash(claimedFigures(record)) ? facts : null;
    },
    awards: new Map(
      awards.map((a) => [a.achievementId!, { orgName: a.vetted ? a.orgName : null, awardedAt: a.awardedOn }]),
    ),
    branding: branding ?? null,
  };
}

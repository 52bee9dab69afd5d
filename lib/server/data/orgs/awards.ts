import "server-only";
// The recognition engine: a manager (for their reports) or an owner/admin (for any member) issues an award. It
// lands on the member's achievements as a recognition, verified and issued by the organisation; the organisation
// can revoke it and the badge goes. Nobody awards themselves.
import { employerVerified } from "@/lib/assurance";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AwardInput } from "@/lib/validators/org";
import { getDb } from "../../db/client";
import { achievements, orgAwards, orgMembers, organizations, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { requireConfirmedAccount } from "../mailboxes";
import { consumeAllowance } from "../usage";
import type { PublicUser } from "../users";
import {
  AWARD_PLAN,
  checkOrgAccess,
  isOrgAdmin,
  isVettedOrg,
  TEAM_ROLES,
  writeOrgAudit,
  type OrgContext,
} from "./access";

export type AwardView = typeof orgAwards.$inferSelect & { recipientName: string };

const today = () => new Date().toISOString().slice(0, 10);

/** The route lets through managers and admins; the plan follows the recipient's lookup (AWARD_PLAN). */
export async function issueAward(ctx: OrgContext, issuer: PublicUser, input: AwardInput): Promise<AwardView> {
  const { org, member } = ctx;
  const orgId = org.id;
  if (input.userId === issuer.id) throw new ApiError("forbidden", "You cannot give yourself an award");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({ member: orgMembers, fullName: users.fullName })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, input.userId)));
    if (!recipient) throw notFound("Member");
    checkOrgAccess(ctx, AWARD_PLAN);
    if (!isOrgAdmin(member) && recipient.member.managerId !== issuer.id) {
      throw new ApiError("forbidden", "A manager can only give awards to their own reports");
    }
    // An award is verified at once: not for an account whose address nobody confirmed.
    await requireConfirmedAccount(tx, input.userId, "other");
    await consumeAllowance(tx, issuer.id, "org_award");
    const awardedOn = input.date ?? today();
    const [vetted] = await tx.select({ vetted: isVettedOrg }).from(organizations).where(eq(organizations.id, orgId));
    const now = new Date();
    const [achievement] = await tx
      .insert(achievements)
      .values({
        userId: input.userId,
        title: input.title,
        description: input.description,
        category: "recognition",
        dateReceived: awardedOn,
        isVerified: true,
        reviewedAt: now,
        // The organisation is named only once vetted (Enterprise and a verified domain), as on the badge.
        ...employerVerified(`Awarded by ${vetted?.vetted ? org.name : "the rep's organisation"} on QuotaProof`),
      })
      .returning({ id: achievements.id });
    const [award] = await tx
      .insert(orgAwards)
      .values({
        orgId,
        userId: input.userId,
        achievementId: achievement!.id,
        title: input.title,
        description: input.description,
        awardedOn,
        orgName: org.name,
        issuedBy: issuer.id,
      })
      .returning();
    await writeOrgAudit(tx, member, {
      action: "award_issued",
      targetUserId: input.userId,
      details: { awardId: award!.id, title: input.title },
    });
    return { ...award!, recipientName: recipient.fullName };
  });
}

/** The organisation's awards: owners, admins and managers see them all, other members their own. */
export async function listAwards({ org, member }: OrgContext): Promise<AwardView[]> {
  const orgId = org.id;
  const db = await getDb();
  const scope = TEAM_ROLES.includes(member.role)
    ? eq(orgAwards.orgId, orgId)
    : and(eq(orgAwards.orgId, orgId), eq(orgAwards.userId, member.userId));
  const rows = await db
    .select({ award: orgAwards, recipientName: users.fullName })
    .from(orgAwards)
    .innerJoin(users, eq(users.id, orgAwards.userId))
    .where(scope)
    .orderBy(desc(orgAwards.createdAt), desc(orgAwards.id))
    .limit(500);
  return rows.map((r) => ({ ...r.award, recipientName: r.recipientName }));
}

/**
 * Revokes an award (owners and admins, or the manager who issued it; the route lets only those roles through): the
 * achievement loses its verified badge.
 */
export async function revokeAward({ org, member }: OrgContext, awardId: number): Promise<void> {
  const orgId = org.id;
  const userId = member.userId;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [award] = await tx
      .select()
      .from(orgAwards)
      .where(and(eq(orgAwards.id, awardId), eq(orgAwards.orgId, orgId), isNull(orgAwards.revokedAt)))
      .for("update");
    if (!award) throw notFound("Award");
    if (!isOrgAdmin(member) && award.issuedBy !== userId) {
      throw new ApiError("forbidden", "Only an admin or the manager who gave it can revoke this award");
    }
    await tx.update(orgAwards).set({ revokedAt: new Date() }).where(eq(orgAwards.id, award.id));
    if (award.achievementId !== null) {
      await tx
        .update(achievements)
        .set({ isVerified: false })
        .where(and(eq(achievements.userId, award.userId), eq(achievements.id, award.achievementId)));
    }
    await writeOrgAudit(tx, member, {
      action: "award_revoked",
      targetUserId: award.userId,
      details: { awardId: award.id, title: award.title },
    });
  });
}

import "server-only";
// Organisations and their members: create (the creator is the owner), list mine, read, rename and brand, the
// operator's plan and seats, and the member list with roles, reporting lines and removal.
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { MemberUpdateInput, UpdateOrgInput } from "@/lib/validators/org";
import { getDb, type Db, type Tx } from "../../db/client";
import { orgMembers, organizations, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { requireUserId } from "../user-scope";
import { PRODUCT_NAME } from "@/lib/product";
import {
  ADMIN_ROLES,
  adminsTo,
  bumpMembersPortfolioVersion,
  hasVerifiedDomain,
  isVettedOrg,
  memberColumns,
  requireOrgRole,
  verifiedDomains,
  writeOrgAudit,
  type Membership,
  type OrgContext,
  type Organization,
} from "./access";

export type OrgView = Organization & {
  role: Membership["role"];
  memberCount: number;
  showBranding: boolean;
  /** The organisation proved it holds a domain. */
  domainVerified: boolean;
  /** Enterprise and a verified domain: its name and branding show on members' public pages. */
  vetted: boolean;
};

/** How many members an organisation has, read in the same query as the organisation. */
const memberCount = sql<number>`(select count(*)::int from "org_members" m where m."org_id" = ${organizations.id})`;

/** How many organisations one account may create (each is a workspace others are invited into). */
export const MAX_CREATED_ORGS = 10;

export async function createOrg(userId: number, name: string): Promise<OrgView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The creator's row is locked so two creations at once are counted one after the other.
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, requireUserId(userId)))
      .for("update");
    const [created] = await tx.select({ n: count() }).from(organizations).where(eq(organizations.createdBy, userId));
    if (Number(created?.n ?? 0) >= MAX_CREATED_ORGS) {
      throw new ApiError("conflict", `You can create at most ${MAX_CREATED_ORGS} organisations`);
    }
    const [org] = await tx
      .insert(organizations)
      .values({ name, createdBy: requireUserId(userId) })
      .returning();
    const [member] = await tx.insert(orgMembers).values({ orgId: org!.id, userId, role: "owner" }).returning();
    await writeOrgAudit(tx, member!, { action: "org_created", details: { name } });
    return {
      ...org!,
      role: member!.role,
      memberCount: 1,
      showBranding: member!.showBranding,
      domainVerified: false,
      vetted: false,
    };
  });
}

/** The user's organisations (or the one of `orgId`) with their role in each: only those they belong to. */
async function orgViews(userId: number, orgId?: number): Promise<OrgView[]> {
  const db = await getDb();
  const rows = await db
    .select({
      org: organizations,
      member: orgMembers,
      memberCount,
      domainVerified: hasVerifiedDomain,
      vetted: isVettedOrg,
    })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
    .where(
      and(eq(orgMembers.userId, requireUserId(userId)), orgId === undefined ? undefined : eq(orgMembers.orgId, orgId)),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  return rows.map(({ org, member, memberCount, domainVerified, vetted }) => ({
    ...org,
    role: member.role,
    memberCount: Number(memberCount),
    showBranding: member.showBranding,
    domainVerified: Boolean(domainVerified),
    vetted: Boolean(vetted),
  }));
}

export const listMyOrgs = (userId: number): Promise<OrgView[]> => orgViews(userId);

/** One of the user's organisations; 404 for one they do not belong to, as for one that does not exist. */
export async function getOrg(userId: number, orgId: number): Promise<OrgView> {
  const [view] = await orgViews(userId, orgId);
  if (!view) throw notFound("Organisation");
  return view;
}

/** Name and branding are the owners' and admins' to change. */
export const ORG_SETTINGS_ACCESS = adminsTo("change the organisation's settings");

/**
 * Name and branding. Once the organisation has a verified domain its name is what members' public pages vouch for,
 * so only the operator renames it (operatorRenameOrg).
 */
export async function updateOrg(ctx: OrgContext, input: UpdateOrgInput): Promise<OrgView> {
  const [orgId, userId] = [ctx.org.id, ctx.member.userId];
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId)).for("update");
    if (!org) throw notFound("Organisation");
    if (input.name !== undefined && input.name !== org.name && (await verifiedDomains(tx, orgId)).length > 0) {
      const message = `${org.name} has a verified domain, so its name is checked by ${PRODUCT_NAME}: contact us to rename it.`;
      throw new ApiError("forbidden", message, { name: message });
    }
    await tx.update(organizations).set(input).where(eq(organizations.id, orgId));
    await writeOrgAudit(tx, ctx.member, { action: "org_updated", details: input });
  });
  return getOrg(userId, orgId);
}

/** The operator's call: plan and seats. Members of an Enterprise organisation get the Pro features. */
export async function setOrgPlan(
  operatorId: number | null,
  orgId: number,
  plan: { tier: Organization["tier"]; seats: number },
): Promise<Organization> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [org] = await tx.update(organizations).set(plan).where(eq(organizations.id, orgId)).returning();
    if (!org) throw notFound("Organisation");
    await writeOrgAudit(
      tx,
      { orgId, userId: operatorId },
      { action: "plan_set", details: { ...plan, byOperator: true } },
    );
    await bumpMembersPortfolioVersion(tx, orgId);
    return org;
  });
}

/** The operator renames an organisation (members' pages follow: a trigger raises their portfolio versions). */
export async function operatorRenameOrg(operatorId: number, orgId: number, name: string): Promise<Organization> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [org] = await tx.update(organizations).set({ name }).where(eq(organizations.id, orgId)).returning();
    if (!org) throw notFound("Organisation");
    await writeOrgAudit(
      tx,
      { orgId, userId: operatorId },
      { action: "org_updated", details: { name, byOperator: true } },
    );
    await bumpMembersPortfolioVersion(tx, orgId);
    return org;
  });
}

/** The organisation an operator names by id or exact name (for npm run org:plan). */
export async function findOrgForOperator(which: string): Promise<Organization> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(organizations)
    .where(/^\d{1,9}$/.test(which) ? eq(organizations.id, Number(which)) : eq(organizations.name, which));
  if (rows.length === 0) throw notFound("Organisation");
  if (rows.length > 1) throw new ApiError("conflict", `Several organisations are named ${which}: use the id`);
  return rows[0]!;
}

/** A member as every list of members shows them: who they are, their role and where they sit in the team. */
export type MemberSummary = {
  userId: number;
  fullName: string;
  email: string;
  title: string | null;
  role: Membership["role"];
  managerId: number | null;
  segment: string | null;
};

export type MemberView = MemberSummary & {
  /** Who set the reporting line, and when (null for a line set before this was recorded). */
  managerSetBy: number | null;
  managerSetAt: Date | null;
  joinedAt: Date;
};

/** Every member of the organisation (names and roles, never figures): members only. */
export async function listMembers(ctx: OrgContext): Promise<MemberView[]> {
  return membersQuery(await getDb(), ctx.org.id);
}

/** The members list's query, A to Z (exported for the index test). */
export function membersQuery(db: Db, orgId: number) {
  return db
    .select({
      ...memberColumns,
      managerSetBy: orgMembers.managerSetBy,
      managerSetAt: orgMembers.managerSetAt,
      joinedAt: orgMembers.joinedAt,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(eq(orgMembers.orgId, orgId))
    .orderBy(asc(users.fullName), asc(orgMembers.userId));
}

/**
 * Owners and admins set a member's role, manager and segment; every member sets their own branding choice, and
 * nothing else of their own: nobody picks who attests their figures. The owner's role is not changed here, and
 * nobody becomes the owner. A reporting line keeps who set it and when.
 */
export async function updateMember({ org, member: caller }: OrgContext, targetId: number, input: MemberUpdateInput) {
  const [orgId, userId] = [org.id, caller.userId];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, targetId)))
      .for("update");
    if (!target) throw notFound("Member");
    const { showBranding, ...admin } = input;
    if (showBranding !== undefined && targetId !== userId) {
      throw new ApiError("forbidden", "Only the member can choose to show the organisation's branding");
    }
    if (admin.managerId !== undefined && targetId === userId) {
      throw new ApiError(
        "forbidden",
        "You cannot choose your own manager: another owner or admin of the organisation sets your reporting line",
      );
    }
    if (Object.keys(admin).length > 0) {
      requireOrgRole(caller, ADMIN_ROLES, "change members");
      if (target.role === "owner" && admin.role !== undefined) {
        throw new ApiError("forbidden", "The owner's role cannot be changed");
      }
      if (target.role === "admin" && caller.role !== "owner" && admin.role !== undefined && targetId !== userId) {
        throw new ApiError("forbidden", "Only the owner can change an admin's role");
      }
      if (admin.managerId !== undefined && admin.managerId !== null)
        await assertManager(tx, orgId, targetId, admin.managerId);
    }
    const lineChanged = admin.managerId !== undefined && admin.managerId !== target.managerId;
    const [updated] = await tx
      .update(orgMembers)
      .set({
        ...input,
        ...(admin.managerId !== undefined ? { managerSetBy: userId, managerSetAt: new Date() } : {}),
      })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, targetId)))
      .returning();
    const { managerId, ...rest } = input;
    if (managerId !== undefined) {
      await writeOrgAudit(tx, caller, {
        action: "manager_set",
        targetUserId: targetId,
        details: { managerId, previousManagerId: target.managerId, managerSetBy: userId, changed: lineChanged },
      });
    }
    if (Object.keys(rest).length > 0) {
      await writeOrgAudit(tx, caller, { action: "member_updated", targetUserId: targetId, details: rest });
    }
    return updated!;
  });
}

/** A member's manager is another member of the same organisation, and not someone who reports to them. */
async function assertManager(tx: Tx, orgId: number, memberId: number, managerId: number): Promise<void> {
  const message = "The manager must be another member of this organisation";
  if (managerId === memberId) throw new ApiError("validation_error", message, { managerId: message });
  const [manager] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, managerId)));
  if (!manager) throw new ApiError("validation_error", message, { managerId: message });
  if (manager.managerId === memberId) {
    const loop = "Two members cannot be each other's manager";
    throw new ApiError("validation_error", loop, { managerId: loop });
  }
}

/**
 * Removes a member (owners and admins), or the member leaves (anyone but the owner). The member's book, and every
 * attestation and award in it, stays theirs: only the membership and the reporting lines to them go.
 */
export async function removeMember({ org, member: caller }: OrgContext, targetId: number): Promise<void> {
  const [orgId, userId] = [org.id, caller.userId];
  const leaving = targetId === userId;
  if (!leaving) requireOrgRole(caller, ADMIN_ROLES, "remove members");
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, targetId)));
    if (!target) throw notFound("Member");
    if (target.role === "owner")
      throw new ApiError("conflict", "The owner cannot leave or be removed from the organisation");
    if (target.role === "admin" && !leaving && caller.role !== "owner") {
      throw new ApiError("forbidden", "Only the owner can remove an admin");
    }
    await tx.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, targetId)));
    await tx
      .update(orgMembers)
      .set({ managerId: null, managerSetBy: null, managerSetAt: null })
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.managerId, targetId), ne(orgMembers.userId, targetId)));
    await writeOrgAudit(tx, caller, {
      action: leaving ? "member_left" : "member_removed",
      targetUserId: targetId,
      details: { role: target.role },
    });
  });
}

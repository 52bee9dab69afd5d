import "server-only";
// Who may do what in an organisation. Every organisation call starts with `orgMember`: someone who is not a member
// gets 404, exactly as for an organisation that does not exist, so ids reveal nothing. The role and plan checks
// follow, from what the route names (`checkOrgAccess`); a check that depends on the target stays with the data.
import { and, count, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { PRODUCT_NAME } from "@/lib/product";
import type { OrgTier, PlanTier } from "@/lib/plans";
import type { OrgRole } from "@/lib/validators/org";
import { getDb, type Db, type Tx } from "../../db/client";
import {
  orgAttestations,
  orgAwards,
  orgDomains,
  orgInvitations,
  orgMembers,
  organizations,
  users,
} from "../../db/schema";
import { appendOrgAudit } from "../../audit/append";
import { ApiError, notFound } from "../../errors";
import type { PublicUser } from "../users";

export type Organization = typeof organizations.$inferSelect;
export type Membership = typeof orgMembers.$inferSelect;
export type OrgContext = { org: Organization; member: Membership };
/** A membership with the signed-in account behind it, as an organisation route has it. */
export type OrgCaller = OrgContext & { user: PublicUser };

/** Roles that run the organisation: members, invitations, branding, every team figure. */
export const ADMIN_ROLES: readonly OrgRole[] = ["owner", "admin"];
/** Roles that see a team's figures (a manager: their reports only). */
export const TEAM_ROLES: readonly OrgRole[] = ["owner", "admin", "manager"];

export const isOrgAdmin = (member: Pick<Membership, "role">) => ADMIN_ROLES.includes(member.role);

/** The caller's membership of the organisation, or 404 for anyone else. */
export async function orgMember(userId: number, orgId: number, db: Db | Tx | null = null): Promise<OrgContext> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ org: organizations, member: orgMembers })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  if (!row) throw notFound("Organisation");
  return row;
}

/** 403 unless the member holds one of the roles. */
export function requireOrgRole(member: Membership, roles: readonly OrgRole[], what = "do this"): void {
  if (!roles.includes(member.role)) throw new ApiError("forbidden", `Your role in this organisation cannot ${what}`);
}

/** 402 (`plan_limit`) unless the organisation is on the plan (only Enterprise unlocks anything today). */
export function requireOrgPlan(org: Organization, plan: OrgTier, what: string): void {
  if (org.tier !== plan) {
    throw new ApiError(
      "plan_limit",
      `${what} is part of the Enterprise plan: ${PRODUCT_NAME} verifies the organisation before its managers can verify their team's figures. Contact us to upgrade ${org.name}.`,
    );
  }
}

/** What an organisation call needs beyond membership: one of some roles, and a plan. */
export type OrgAccess = {
  /** The membership roles the call needs (403 otherwise), and what they allow, for the message. */
  roles?: { roles: readonly OrgRole[]; action: string };
  /** The organisation plan the call needs (402 otherwise), and the feature's name, for the message. */
  plan?: { tier: OrgTier; feature: string };
  /** The call writes to someone in the organisation's name: the caller's address must be confirmed (403 otherwise). */
  confirmedEmail?: true;
};

/** 403 without one of the roles, then 402 without the plan: the one place an organisation's plan is checked. */
export function checkOrgAccess(ctx: OrgContext, access: OrgAccess): void {
  if (access.roles) requireOrgRole(ctx.member, access.roles.roles, access.roles.action);
  if (access.plan) requireOrgPlan(ctx.org, access.plan.tier, access.plan.feature);
}

/**
 * Attestations and awards verify a rep's claims in the organisation's name, so they need an organisation the
 * operator has vetted and put on the Enterprise plan: in a team anyone can create, a rep could invite a second
 * account of their own as "manager" and attest themselves.
 */
export const ATTESTATION_ACCESS = {
  plan: { tier: "enterprise", feature: "In-app attestation" },
} as const satisfies OrgAccess;
/** A seller's request mails their manager. */
export const ATTESTATION_REQUEST_ACCESS = { ...ATTESTATION_ACCESS, confirmedEmail: true } as const satisfies OrgAccess;
/**
 * The route of awards checks the roles; a recipient who is not a member is 404 before the plan's 402, so the award
 * checks this plan once it found the recipient.
 */
export const AWARD_PLAN = {
  plan: { tier: "enterprise", feature: "The recognition engine" },
} as const satisfies OrgAccess;

/** Owners and admins only, for the action named. */
export const adminsTo = (action: string): OrgAccess => ({ roles: { roles: ADMIN_ROLES, action } });
/** Owners, admins and managers, for the action named. */
export const teamLeadsTo = (action: string): OrgAccess => ({ roles: { roles: TEAM_ROLES, action } });

/**
 * An organisation has a verified domain: it proved it holds a domain (a confirmed address there, a DNS record, or the
 * operator). Written as SQL on `organizations.id`, so it sits in any select that joins the organisation.
 */
export const hasVerifiedDomain = sql<boolean>`exists (select 1 from "org_domains" d
  where d."org_id" = ${organizations.id} and d."verified_at" is not null)`;

/**
 * Vetted: on Enterprise (set by the operator) and with a verified domain. Only then do the organisation's name, logo
 * and colour appear on public pages and in badges: anyone can create an organisation called "Salesforce".
 */
export const isVettedOrg = sql<boolean>`(${organizations.tier} = 'enterprise' and ${hasVerifiedDomain})`;

/** The organisation's verified domains (lower case); empty when it has none. */
export async function verifiedDomains(db: Db | Tx, orgId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: orgDomains.domain })
    .from(orgDomains)
    .where(and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.verifiedAt)));
  return rows.map((r) => r.domain);
}

/**
 * The shared pages of the organisation's members, and of former members who keep its attestations and awards, show
 * what the organisation is (its name, branding and badge words only while vetted); cached pages are keyed by the
 * portfolio version, so a change to what makes it vetted raises each of their versions. (A database trigger also
 * does it for current members on name, logo, colour and plan changes.)
 */
export async function bumpMembersPortfolioVersion(tx: Tx, orgId: number): Promise<void> {
  const members = tx.select({ id: orgMembers.userId }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
  const attested = tx
    .select({ id: orgAttestations.userId })
    .from(orgAttestations)
    .where(and(eq(orgAttestations.orgId, orgId), eq(orgAttestations.status, "approved")));
  const awarded = tx.select({ id: orgAwards.userId }).from(orgAwards).where(eq(orgAwards.orgId, orgId));
  await tx
    .update(users)
    .set({ portfolioVersion: sql`${users.portfolioVersion} + 1` })
    .where(or(inArray(users.id, members), inArray(users.id, attested), inArray(users.id, awarded)));
}

/** Who may see team figures: owners, admins and managers (a manager: their reports only). */
export const TEAM_FIGURES_ACCESS = teamLeadsTo("see team figures");

/**
 * The members a member may see figures of: everyone for owners and admins, their direct reports for a manager (the
 * route lets only those roles through, TEAM_FIGURES_ACCESS).
 */
export function teamScope(ctx: OrgContext) {
  return isOrgAdmin(ctx.member)
    ? eq(orgMembers.orgId, ctx.org.id)
    : and(eq(orgMembers.orgId, ctx.org.id), eq(orgMembers.managerId, ctx.member.userId));
}

/**
 * The plan a user's features follow: their own, or Pro while they belong to an Enterprise organisation (a paid
 * plan of their own is kept when it is more). Written with qualified names: it sits in selects from "users" only.
 */
export const effectiveTier = sql<PlanTier>`(case when "users"."subscription_tier" = 'starter' and exists (
  select 1 from "org_members" m join "organizations" o on o.id = m.org_id
  where m.user_id = "users"."id" and o.tier = 'enterprise') then 'pro' else "users"."subscription_tier"::text end)`;

export type OrgAuditAction =
  | "org_created"
  | "org_updated"
  | "plan_set"
  | "invited"
  | "invitation_accepted"
  | "invitation_withdrawn"
  | "member_updated"
  | "member_removed"
  | "member_left"
  | "attestation_requested"
  | "attestation_approved"
  | "attestation_declined"
  | "award_issued"
  | "award_revoked"
  | "recognition_rule_created"
  | "recognition_rule_changed"
  | "recognition_rule_deleted"
  | "contest_created"
  | "contest_deleted"
  | "contest_awarded"
  | "talent_viewed"
  | "talent_contacted"
  | "manager_set"
  | "domain_added"
  | "domain_verified"
  | "domain_removed"
  | "ats_configured"
  | "ats_removed"
  | "ats_candidate_sent"
  | "crm_connected"
  | "crm_disconnected"
  | "crm_sync_started"
  | "crm_signed_off"
  | "slack_connected"
  | "slack_removed"
  | "member_provisioned"
  | "member_deprovisioned"
  | "scim_token_created"
  | "scim_token_rotated"
  | "scim_token_revoked"
  | "sso_configured"
  | "sso_removed"
  | "sso_sign_in"
  | "sso_break_glass"
  | "attestation_voided"
  | "report_exported"
  | "audit_exported"
  | "audit_expired"
  | "audit_webhook_set"
  | "audit_webhook_removed";

/**
 * Who acts in an organisation's audit trail: a membership row (the acting member of an org request), or the
 * operator (`userId` their id, or null) acting on one organisation.
 */
export type OrgActor = { orgId: number; userId: number | null };

/**
 * Writes one audit row, appended to the organisation's hash chain (lib/server/audit/append.ts: in a savepoint of the
 * caller's transaction, holding the organisation's chain head until it commits). The organisation and the actor both
 * come from `actor`, so a call cannot file an action under one organisation in another member's name.
 */
export async function writeOrgAudit(
  db: Db | Tx,
  actor: OrgActor,
  entry: { action: OrgAuditAction; targetUserId?: number | null; details?: Record<string, unknown> },
): Promise<void> {
  await appendOrgAudit(db, actor, [entry]);
}

/** An invitation that still holds a seat and whose link still works: not accepted, not withdrawn, not expired. */
export const openInvitation = (orgId: number) =>
  and(
    eq(orgInvitations.orgId, orgId),
    isNull(orgInvitations.acceptedAt),
    isNull(orgInvitations.revokedAt),
    gt(orgInvitations.expiresAt, new Date()),
  );

/** A member as lists show them: who, their role and reporting line (never figures). */
export const memberColumns = {
  userId: orgMembers.userId,
  fullName: users.fullName,
  email: users.email,
  title: users.title,
  role: orgMembers.role,
  managerId: orgMembers.managerId,
  segment: orgMembers.segment,
};

/**
 * Members (and, for a new invitation, open invitations) count against the seats: 402 when one more would not fit.
 * The organisation row is locked, so two accepts cannot both take the last seat.
 */
export async function assertSeatFree(
  tx: Tx,
  orgId: number,
  { countInvitations }: { countInvitations: boolean },
): Promise<void> {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId)).for("update");
  if (!org) throw notFound("Organisation");
  const [members] = await tx.select({ n: count() }).from(orgMembers).where(eq(orgMembers.orgId, orgId));
  let used = Number(members?.n ?? 0);
  if (countInvitations) {
    const [invited] = await tx.select({ n: count() }).from(orgInvitations).where(openInvitation(orgId));
    used += Number(invited?.n ?? 0);
  }
  if (used >= org.seats) {
    throw new ApiError(
      "plan_limit",
      `All ${org.seats} seats of ${org.name} are taken. Ask ${PRODUCT_NAME} for more seats, or remove a member or an open invitation first.`,
    );
  }
}

import "server-only";
// What the recognition engine may rest on: employer-level facts only. A period's attainment counts when it is the
// organisation's own record signed off from its CRM (quota_records.employer_org_id) or a record a manager of this
// organisation attested in the app and that still stands (approved, the record still verified). Anything else (a
// rep's own figures, a record verified by a reviewer or a manager's e-signature outside the app) is never used. Deals
// are the employer's closed-won deals the CRM sync keeps. Only current members count, within the rule's scope.
import { and, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { periodKey } from "@/lib/employer-figures";
import type { AttainmentFact, DealFactShape } from "@/lib/recognition-rules";
import type { Db, Tx } from "../db/client";
import { orgAttestations, orgCrmDeals, orgMembers, quotaRecords, users } from "../db/schema";

export type Scope = { managerId?: number | null; segment?: string | null };

export type ScopeMember = { userId: number; fullName: string; managerId: number | null; segment: string | null };

/** An attainment fact (lib/recognition-rules.ts) with where it comes from. */
export type PeriodFact = AttainmentFact & { source: "employer_crm" | "attestation"; recordId: number };

export type DealFact = DealFactShape;

/** The organisation's members a rule or contest covers (recruiters never: they sell nothing). */
export async function scopeMembers(db: Db | Tx, orgId: number, scope: Scope = {}): Promise<ScopeMember[]> {
  const rows = await db
    .select({
      userId: orgMembers.userId,
      fullName: users.fullName,
      managerId: orgMembers.managerId,
      segment: orgMembers.segment,
    })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(
      and(
        eq(orgMembers.orgId, orgId),
        ne(orgMembers.role, "recruiter"),
        scope.managerId ? eq(orgMembers.managerId, scope.managerId) : undefined,
        scope.segment ? eq(orgMembers.segment, scope.segment) : undefined,
      ),
    );
  return rows;
}

/**
 * Every employer-level period figure of the given members in this organisation. Where a period has both the
 * employer's CRM record and an attested one, the CRM record counts (it is the system of record).
 */
export async function loadPeriodFacts(db: Db | Tx, orgId: number, userIds: readonly number[]): Promise<PeriodFact[]> {
  if (userIds.length === 0) return [];
  const attested = sql<boolean>`exists (select 1 from ${orgAttestations} a where a.quota_record_id = ${quotaRecords.id}
    and a.user_id = ${quotaRecords.userId} and a.org_id = ${orgId} and a.status = 'approved')`;
  const rows = await db
    .select({
      id: quotaRecords.id,
      userId: quotaRecords.userId,
      year: quotaRecords.year,
      quarter: quotaRecords.quarter,
      quota: quotaRecords.quota,
      closed: quotaRecords.attainment,
      attainment: quotaRecords.attainmentPercent,
      currency: quotaRecords.currency,
      employerOrgId: quotaRecords.employerOrgId,
    })
    .from(quotaRecords)
    .where(
      and(
        inArray(quotaRecords.userId, [...userIds]),
        eq(quotaRecords.isVerified, true),
        or(and(eq(quotaRecords.employerOrgId, orgId), isNotNull(quotaRecords.employerSource)), attested),
      ),
    );
  const byKey = new Map<string, PeriodFact>();
  for (const row of rows) {
    const fact: PeriodFact = {
      userId: row.userId,
      period: periodKey(row.year, row.quarter),
      year: row.year,
      quarter: row.quarter,
      quota: Number(row.quota),
      closed: Number(row.closed),
      attainment: Number(row.attainment),
      currency: row.currency ?? "USD",
      source: row.employerOrgId === orgId ? "employer_crm" : "attestation",
      recordId: row.id,
    };
    const key = `${fact.userId}|${fact.period}`;
    const held = byKey.get(key);
    if (!held || (held.source === "attestation" && fact.source === "employer_crm")) byKey.set(key, fact);
  }
  return [...byKey.values()];
}

/** The employer's closed-won deals of the given members with a close date in [from, to] (ISO dates). */
export async function loadDealFacts(
  db: Db | Tx,
  orgId: number,
  userIds: readonly number[],
  window: { from: string; to: string },
): Promise<DealFact[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: orgCrmDeals.userId,
      dealId: orgCrmDeals.dealId,
      name: orgCrmDeals.name,
      amount: orgCrmDeals.amount,
      currency: orgCrmDeals.currency,
      closeDate: orgCrmDeals.closeDate,
    })
    .from(orgCrmDeals)
    .where(
      and(
        eq(orgCrmDeals.orgId, orgId),
        inArray(orgCrmDeals.userId, [...userIds]),
        gte(orgCrmDeals.closeDate, window.from),
        lte(orgCrmDeals.closeDate, window.to),
      ),
    );
  return rows.map((r) => ({ ...r, userId: r.userId!, amount: Number(r.amount) }));
}

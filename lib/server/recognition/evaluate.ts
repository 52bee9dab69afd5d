import "server-only";
// Evaluates an organisation's active recognition rules against its employer-level facts and issues or revokes the
// difference. One evaluation per organisation at a time: it starts by clearing the organisation's stale mark, which
// locks that row until it commits, so a second evaluation waits and then reads what the first wrote (and a write made
// meanwhile marks the organisation stale again, for the next run). Awards of members who left are never revoked:
// what they earned stays on their book. Runs after the response of a write that marked the organisation stale
// (the database's triggers mark it), and in the recognition job (stale organisations, and each organisation with
// rules once a day, when periods close).
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { periodName } from "@/lib/recognition-periods";
import { ALL_TIME, qualifiers, type Qualifier, type RuleShape } from "@/lib/recognition-rules";
import { getDb, type Tx } from "../db/client";
import { orgAwards, organizations, recognitionRules, recognitionRuns } from "../db/schema";
import { isVettedOrg } from "../data/orgs/access";
import { loadDealFacts, loadPeriodFacts, scopeMembers, type ScopeMember } from "./facts";
import { appendOrgAudit, type AuditEntry } from "../audit/append";
import { issueEngineAwards, revokeEngineAwards, type AwardChange, type EngineAward } from "./issue";

export type RuleRow = typeof recognitionRules.$inferSelect;

/** Awards one evaluation issues at most (about 2 s of writes); the rest follow in the next runs. */
export const MAX_ISSUED_PER_RUN = 3_000;

export type Evaluation = { issued: number[]; revoked: number; reps: Set<number>; more: boolean };

export const ruleShape = (rule: RuleRow): RuleShape => ({
  id: rule.id,
  name: rule.name,
  kind: rule.kind,
  threshold: rule.threshold === null ? null : Number(rule.threshold),
  periods: rule.periods,
  periodType: rule.periodType,
});

/** Whether the rule covers the member (its manager's direct reports and/or its segment; everyone without either). */
export const inScope = (rule: Pick<RuleRow, "scopeManagerId" | "scopeSegment">, m: ScopeMember) =>
  (!rule.scopeManagerId || m.managerId === rule.scopeManagerId) &&
  (!rule.scopeSegment || m.segment === rule.scopeSegment);

/** Who each rule recognises now, for the organisation's current members within the rule's scope. */
export async function ruleQualifiers(
  tx: Tx,
  orgId: number,
  rules: readonly RuleRow[],
  now = new Date(),
): Promise<{ members: ScopeMember[]; byRule: Map<number, Qualifier[]> }> {
  const members = await scopeMembers(tx, orgId);
  const ids = members.map((m) => m.userId);
  const facts = rules.length > 0 ? await loadPeriodFacts(tx, orgId, ids) : [];
  const deals = rules.some((r) => r.kind === "largest_deal") ? await loadDealFacts(tx, orgId, ids, ALL_TIME) : [];
  const byRule = new Map<number, Qualifier[]>();
  for (const rule of rules) {
    const covered = new Set(members.filter((m) => inScope(rule, m)).map((m) => m.userId));
    byRule.set(
      rule.id,
      qualifiers(
        ruleShape(rule),
        facts.filter((f) => covered.has(f.userId)),
        deals.filter((d) => covered.has(d.userId)),
        now,
      ),
    );
  }
  return { members, byRule };
}

const awardKey = (ruleId: number, userId: number, period: string | null) => `${ruleId}|${userId}|${period}`;

/** The audit entry of an award a rule gave (or gave again) or took back. */
const engineAudit = (action: "award_issued" | "award_revoked", award: AwardChange): AuditEntry => ({
  action,
  targetUserId: award.userId,
  details: {
    awardId: award.id,
    ruleId: award.ruleId,
    period: award.period,
    ...(award.restored ? { restored: true } : {}),
    byJob: true,
  },
});

/** Evaluates one organisation's rules and writes the difference (see the top of this file). */
export async function evaluateOrg(orgId: number, now = new Date()): Promise<Evaluation> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Evaluation> => {
    const none: Evaluation = { issued: [], revoked: 0, reps: new Set(), more: false };
    await tx
      .insert(recognitionRuns)
      .values({ orgId, stale: false, evaluatedAt: now })
      .onConflictDoUpdate({ target: recognitionRuns.orgId, set: { stale: false, evaluatedAt: now } });
    const [org] = await tx
      .select({ name: organizations.name, vetted: isVettedOrg })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    // The engine's awards are the employer's word: only an Enterprise organisation with a verified domain gives them.
    if (!org?.vetted) return none;
    const rules = await tx
      .select()
      .from(recognitionRules)
      .where(and(eq(recognitionRules.orgId, orgId), eq(recognitionRules.active, true)));
    if (rules.length === 0) return none;
    const { members, byRule } = await ruleQualifiers(tx, orgId, rules, now);
    const existing = await tx
      .select({
        id: orgAwards.id,
        ruleId: orgAwards.ruleId,
        userId: orgAwards.userId,
        period: orgAwards.period,
        revokedAt: orgAwards.revokedAt,
      })
      .from(orgAwards)
      .where(
        and(
          eq(orgAwards.orgId, orgId),
          inArray(
            orgAwards.ruleId,
            rules.map((r) => r.id),
          ),
        ),
      );
    const standing = new Map(
      existing.filter((a) => a.revokedAt === null).map((a) => [awardKey(a.ruleId!, a.userId, a.period), a]),
    );
    const today = now.toISOString().slice(0, 10);
    const wanted = new Set<string>();
    const toIssue: EngineAward[] = [];
    for (const rule of rules) {
      for (const q of byRule.get(rule.id) ?? []) {
        const key = awardKey(rule.id, q.userId, q.period);
        wanted.add(key);
        if (standing.has(key)) continue;
        const description = [`${q.detail[0]!.toUpperCase()}${q.detail.slice(1)}.`, rule.description]
          .filter(Boolean)
          .join(" ");
        toIssue.push({
          orgId,
          orgName: org.name,
          userId: q.userId,
          ruleId: rule.id,
          period: q.period,
          title: `${rule.name}, ${periodName(q.period)}`,
          description,
          evidence: `Awarded by ${org.name} under the rule '${rule.name}', ${periodName(q.period)}`,
          awardedOn: today,
        });
      }
    }
    const current = new Set(members.map((m) => m.userId));
    const toRevoke = [...standing.entries()]
      .filter(([key, award]) => !wanted.has(key) && current.has(award.userId))
      .map(([, award]) => award.id);
    // A first evaluation of a big organisation can earn tens of thousands of awards at once (two years of history):
    // each run issues a bounded share, oldest periods first, and leaves the organisation marked for the next run.
    toIssue.sort((a, b) => (a.period ?? "").localeCompare(b.period ?? "") || a.userId - b.userId);
    const issued = await issueEngineAwards(tx, toIssue.slice(0, MAX_ISSUED_PER_RUN));
    if (toIssue.length > MAX_ISSUED_PER_RUN) {
      await tx.update(recognitionRuns).set({ stale: true }).where(eq(recognitionRuns.orgId, orgId));
    }
    const revoked = await revokeEngineAwards(tx, orgId, toRevoke);
    // The organisation's audit trail: each award the rules gave or took back, by the engine (no person).
    await appendOrgAudit(tx, { orgId, userId: null }, [
      ...issued.awards.map((award) => engineAudit("award_issued", award)),
      ...revoked.awards.map((award) => engineAudit("award_revoked", award)),
    ]);
    return {
      issued: issued.awardIds,
      revoked: toRevoke.length,
      reps: new Set([...issued.reps, ...revoked.reps]),
      more: toIssue.length > MAX_ISSUED_PER_RUN,
    };
  });
  if (result.issued.length > 0) {
    // Told once committed: the recipients, and the scope where the rule announces. A failed e-mail never undoes an
    // award.
    const { notifyAwards } = await import("./notify");
    await notifyAwards(result.issued).catch((error: unknown) =>
      console.error(`[recognition] notifying organisation ${orgId}'s awards failed:`, (error as Error).message),
    );
  }
  if (result.reps.size > 0) {
    // The recognitions' credentials follow in the run after this one's response (or the credentials job).
    const { nameRepsForNextCredentialRun } = await import("../credentials/stale");
    nameRepsForNextCredentialRun(result.reps);
  }
  return result;
}

/**
 * Organisations due an evaluation: marked stale, or with active rules and not evaluated since the start of the UTC
 * day (periods close at midnight). At most `limit`, lowest id first; each evaluated in turn, a failure logged and
 * left marked for the next run.
 */
export async function evaluateDueOrgs({ limit, staleOnly = false }: { limit: number; staleOnly?: boolean }) {
  const db = await getDb();
  const dayStart = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const hasRules = sql`exists (select 1 from ${recognitionRules} r where r.org_id = ${organizations.id} and r.active)`;
  const due = await db
    .select({ id: organizations.id })
    .from(organizations)
    .leftJoin(recognitionRuns, eq(recognitionRuns.orgId, organizations.id))
    .where(
      staleOnly
        ? eq(recognitionRuns.stale, true)
        : or(
            eq(recognitionRuns.stale, true),
            and(hasRules, or(sql`${recognitionRuns.evaluatedAt} is null`, lt(recognitionRuns.evaluatedAt, dayStart))),
          ),
    )
    .orderBy(asc(organizations.id))
    .limit(Number.isFinite(limit) ? limit : 1_000_000);
  let evaluated = 0;
  let awarded = 0;
  for (const { id } of due) {
    try {
      const { issued } = await evaluateOrg(id);
      evaluated += 1;
      awarded += issued.length;
    } catch (error) {
      console.error(`[recognition] evaluating organisation ${id} failed:`, (error as Error).message);
      await db.update(recognitionRuns).set({ stale: true }).where(eq(recognitionRuns.orgId, id));
    }
  }
  return { evaluated, awarded };
}

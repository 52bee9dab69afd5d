import "server-only";
// An organisation's recognition rules. Owners and admins make rules for anyone; a manager for their own team only
// (the rule's scope is their direct reports). Every member may read them (they say what earns what). A change marks
// the organisation's recognition stale in the same transaction; the run after the response evaluates it. The preview
// answers who would qualify for a period without issuing anything.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { periodName } from "@/lib/recognition-periods";
import {
  recognitionRuleSchema,
  type RecognitionRuleInput,
  type RecognitionRulePatch,
} from "@/lib/validators/recognition-rules";
import { getDb, type Tx } from "../../db/client";
import { orgAwards, orgMembers, organizations, recognitionRules } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { ruleQualifiers, type RuleRow } from "../../recognition/evaluate";
import { consumeAllowance } from "../usage";
import { AWARD_PLAN, checkOrgAccess, isOrgAdmin, isVettedOrg, writeOrgAudit, type OrgCaller } from "./access";

export type RuleView = Omit<RuleRow, "threshold" | "scopeManagerId" | "scopeSegment"> & {
  threshold: number | null;
  scope: { managerId: number | null; segment: string | null };
};

export const toRuleView = ({ threshold, scopeManagerId, scopeSegment, ...rule }: RuleRow): RuleView => ({
  ...rule,
  threshold: threshold === null ? null : Number(threshold),
  scope: { managerId: scopeManagerId, segment: scopeSegment },
});

/** Who may change the rule: admins any, a manager only a rule scoped to their own team. */
function requireRuleWriter(ctx: OrgCaller, scopeManagerId: number | null | undefined): void {
  if (isOrgAdmin(ctx.member)) return;
  if (ctx.member.role !== "manager") {
    throw new ApiError("forbidden", "Only owners, admins and managers can set recognition rules");
  }
  if (scopeManagerId !== ctx.user.id) {
    throw new ApiError("forbidden", "A manager can only set rules for their own team");
  }
}

/** The plan, the verified domain and, for a manager's rule, that the scope's manager is a member. */
async function requireVettedOrg(tx: Tx, ctx: OrgCaller): Promise<void> {
  checkOrgAccess(ctx, AWARD_PLAN);
  const [org] = await tx.select({ vetted: isVettedOrg }).from(organizations).where(eq(organizations.id, ctx.org.id));
  if (!org?.vetted) {
    throw new ApiError("conflict", "Verify your organisation's domain before setting recognition rules.");
  }
}

async function requireScopeManager(tx: Tx, orgId: number, managerId: number | null | undefined): Promise<void> {
  if (!managerId) return;
  const [member] = await tx
    .select({ id: orgMembers.id })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, managerId)));
  if (!member) {
    throw new ApiError("validation_error", "Choose a manager in your organisation", {
      "scope.managerId": "Choose a manager in your organisation",
    });
  }
}

const markStale = (tx: Tx, orgId: number) => tx.execute(sql`select "recognition_mark_stale"(${orgId})`);

const columns = (input: RecognitionRuleInput) => ({
  name: input.name,
  description: input.description,
  kind: input.kind,
  threshold: input.kind === "largest_deal" || input.threshold == null ? null : String(input.threshold),
  periods: input.kind === "streak" ? (input.periods ?? null) : null,
  periodType: input.periodType,
  scopeManagerId: input.scope.managerId ?? null,
  scopeSegment: input.scope.segment ?? null,
  announce: input.announce,
  active: input.active,
});

export async function listRules(ctx: OrgCaller): Promise<RuleView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(recognitionRules)
    .where(eq(recognitionRules.orgId, ctx.org.id))
    .orderBy(desc(recognitionRules.active), desc(recognitionRules.createdAt), desc(recognitionRules.id))
    .limit(200);
  return rows.map(toRuleView);
}

export async function createRule(ctx: OrgCaller, input: RecognitionRuleInput): Promise<RuleView> {
  // A manager's rule is for their team: the scope is filled in when they leave it out.
  const scoped =
    ctx.member.role === "manager" && !input.scope.managerId
      ? { ...input, scope: { ...input.scope, managerId: ctx.user.id } }
      : input;
  requireRuleWriter(ctx, scoped.scope.managerId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireVettedOrg(tx, ctx);
    await requireScopeManager(tx, ctx.org.id, scoped.scope.managerId);
    await consumeAllowance(tx, ctx.user.id, "recognition_rule");
    const [rule] = await tx
      .insert(recognitionRules)
      .values({ orgId: ctx.org.id, createdBy: ctx.user.id, ...columns(scoped) })
      .returning();
    await markStale(tx, ctx.org.id);
    await writeOrgAudit(tx, ctx.member, {
      action: "recognition_rule_created",
      details: { ruleId: rule!.id, name: rule!.name },
    });
    return toRuleView(rule!);
  });
}

async function lockRule(tx: Tx, ctx: OrgCaller, ruleId: number): Promise<RuleRow> {
  const [rule] = await tx
    .select()
    .from(recognitionRules)
    .where(and(eq(recognitionRules.id, ruleId), eq(recognitionRules.orgId, ctx.org.id)))
    .for("update");
  if (!rule) throw notFound("Rule");
  return rule;
}

export async function updateRule(ctx: OrgCaller, ruleId: number, patch: RecognitionRulePatch): Promise<RuleView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rule = await lockRule(tx, ctx, ruleId);
    requireRuleWriter(ctx, rule.scopeManagerId);
    const current = toRuleView(rule);
    const merged = recognitionRuleSchema.safeParse({
      ...current,
      ...patch,
      scope: { ...current.scope, ...(patch.scope ?? {}) },
    });
    if (!merged.success) {
      const fields = Object.fromEntries(merged.error.issues.map((i) => [i.path.join("."), i.message]));
      throw new ApiError("validation_error", merged.error.issues[0]!.message, fields);
    }
    requireRuleWriter(ctx, merged.data.scope.managerId);
    await requireVettedOrg(tx, ctx);
    await requireScopeManager(tx, ctx.org.id, merged.data.scope.managerId);
    const [updated] = await tx
      .update(recognitionRules)
      .set({ ...columns(merged.data), updatedAt: new Date() })
      .where(and(eq(recognitionRules.id, rule.id), eq(recognitionRules.orgId, ctx.org.id)))
      .returning();
    await markStale(tx, ctx.org.id);
    await writeOrgAudit(tx, ctx.member, {
      action: "recognition_rule_changed",
      details: { ruleId, name: updated!.name },
    });
    return toRuleView(updated!);
  });
}

/** Deletes the rule; the awards it gave stay on the reps' books (they were earned). */
export async function deleteRule(ctx: OrgCaller, ruleId: number): Promise<{ success: true }> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const rule = await lockRule(tx, ctx, ruleId);
    requireRuleWriter(ctx, rule.scopeManagerId);
    await tx
      .delete(recognitionRules)
      .where(and(eq(recognitionRules.id, rule.id), eq(recognitionRules.orgId, ctx.org.id)));
    await writeOrgAudit(tx, ctx.member, { action: "recognition_rule_deleted", details: { ruleId, name: rule.name } });
  });
  return { success: true };
}

export type PreviewRow = {
  userId: number;
  name: string;
  period: string;
  periodName: string;
  detail: string;
  awarded: boolean;
};

/** Who the rule recognises (for one period, or all), and whether each already holds the award; nothing is issued. */
export async function previewRule(ctx: OrgCaller, ruleId: number, period?: string): Promise<{ rows: PreviewRow[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [rule] = await tx
      .select()
      .from(recognitionRules)
      .where(and(eq(recognitionRules.id, ruleId), eq(recognitionRules.orgId, ctx.org.id)));
    if (!rule) throw notFound("Rule");
    requireRuleWriter(ctx, rule.scopeManagerId);
    await consumeAllowance(tx, ctx.user.id, "recognition_preview");
    const { members, byRule } = await ruleQualifiers(tx, ctx.org.id, [rule]);
    const names = new Map(members.map((m) => [m.userId, m.fullName]));
    const found = (byRule.get(rule.id) ?? []).filter((q) => !period || q.period === period);
    const held =
      found.length === 0
        ? []
        : await tx
            .select({ userId: orgAwards.userId, period: orgAwards.period })
            .from(orgAwards)
            .where(
              and(
                eq(orgAwards.ruleId, rule.id),
                inArray(orgAwards.userId, [...new Set(found.map((q) => q.userId))]),
                isNull(orgAwards.revokedAt),
              ),
            );
    const heldKeys = new Set(held.map((h) => `${h.userId}|${h.period}`));
    const rows = found
      .map((q) => ({
        userId: q.userId,
        name: names.get(q.userId) ?? "",
        period: q.period,
        periodName: periodName(q.period),
        detail: q.detail,
        awarded: heldKeys.has(`${q.userId}|${q.period}`),
      }))
      .sort((a, b) => b.period.localeCompare(a.period) || a.name.localeCompare(b.name) || a.userId - b.userId);
    return { rows };
  });
}

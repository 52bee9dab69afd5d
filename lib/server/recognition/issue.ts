import "server-only";
// Awards the engine issues (a rule for a rep and period, a contest for a winner) and takes back. Each award is an
// org_awards row and a recognition on the rep's achievements, verified at the employer level and saying what it rests
// on. Issuing is idempotent: the unique indexes on (rule, rep, period) and (contest, rep) let two runs at the same time
// issue an award once; a revoked award that qualifies again is restored rather than issued twice. Revoking takes the
// verified badge off the recognition (its credential is revoked by the credentials run).
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { employerVerified } from "@/lib/assurance";
import { queryRows, type Tx } from "../db/client";
import { achievements, orgAwards } from "../db/schema";

export type EngineAward = {
  orgId: number;
  orgName: string;
  userId: number;
  /** Exactly one of the two. */
  ruleId?: number;
  contestId?: number;
  /** "2025-Q3" or "2025" for a rule; null for a contest. */
  period: string | null;
  title: string;
  description: string;
  /** What the badge says it rests on, e.g. "Awarded by Acme under the rule '120% Club', Q3 2025". */
  evidence: string;
  awardedOn: string;
};

const keyOf = (a: { userId: number; ruleId?: number | null; contestId?: number | null; period: string | null }) =>
  `${a.ruleId ?? ""}|${a.contestId ?? ""}|${a.userId}|${a.period ?? ""}`;

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Issues the awards not held yet and restores revoked ones; answers the new and restored awards' ids and the reps
 * whose books changed. Awards already standing are left as they are (pass only those not standing: each one passed
 * costs a statement).
 */
export async function issueEngineAwards(
  tx: Tx,
  awards: readonly EngineAward[],
): Promise<{ awardIds: number[]; reps: Set<number> }> {
  const changed = new Set<number>();
  const awardIds: number[] = [];
  for (const batch of chunks(awards)) {
    const byKey = new Map(batch.map((a) => [keyOf(a), a]));
    const inserted = await tx
      .insert(orgAwards)
      .values(
        batch.map((a) => ({
          orgId: a.orgId,
          userId: a.userId,
          ruleId: a.ruleId ?? null,
          contestId: a.contestId ?? null,
          period: a.period,
          title: a.title,
          description: a.description,
          awardedOn: a.awardedOn,
          orgName: a.orgName,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: orgAwards.id,
        userId: orgAwards.userId,
        ruleId: orgAwards.ruleId,
        contestId: orgAwards.contestId,
        period: orgAwards.period,
      });
    if (inserted.length > 0) {
      // The recognitions' ids are taken from their sequence first, so each award is tied to its own recognition
      // without relying on the order a multi-row insert returns.
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('achievements', 'id'))::int as id from generate_series(1, ${inserted.length})`,
      );
      const achievementIds = ids.map((r) => Number(r.id));
      const now = new Date();
      await tx.insert(achievements).values(
        inserted.map((row, i) => {
          const award = byKey.get(keyOf(row))!;
          return {
            id: achievementIds[i]!,
            userId: row.userId,
            title: award.title,
            description: award.description,
            category: "recognition",
            dateReceived: award.awardedOn,
            isVerified: true,
            reviewedAt: now,
            ...employerVerified(award.evidence),
          };
        }),
      );
      const pairs = inserted.map((row, i) => sql`(${row.id}::int, ${achievementIds[i]!}::int)`);
      await tx.execute(
        sql`update org_awards set achievement_id = v.aid from (values ${sql.join(pairs, sql`, `)}) as v(id, aid)
            where org_awards.id = v.id`,
      );
      for (const row of inserted) {
        changed.add(row.userId);
        awardIds.push(row.id);
      }
    }
    // Revoked ones that qualify again: restored, with their recognition verified again.
    const fresh = new Set(inserted.map(keyOf));
    const others = batch.filter((a) => !fresh.has(keyOf(a)));
    for (const award of others) {
      const restored = await tx
        .update(orgAwards)
        .set({ revokedAt: null })
        .where(
          and(
            eq(orgAwards.orgId, award.orgId),
            eq(orgAwards.userId, award.userId),
            award.ruleId !== undefined ? eq(orgAwards.ruleId, award.ruleId) : eq(orgAwards.contestId, award.contestId!),
            award.period === null ? isNull(orgAwards.period) : eq(orgAwards.period, award.period),
            isNotNull(orgAwards.revokedAt),
          ),
        )
        .returning({ id: orgAwards.id, achievementId: orgAwards.achievementId });
      for (const { id, achievementId } of restored) {
        awardIds.push(id);
        if (achievementId !== null) {
          await tx
            .update(achievements)
            .set({ isVerified: true })
            .where(and(eq(achievements.userId, award.userId), eq(achievements.id, achievementId)));
        }
        changed.add(award.userId);
      }
    }
  }
  return { awardIds, reps: changed };
}

/** Revokes standing engine awards by id (within the organisation); answers the reps whose books changed. */
export async function revokeEngineAwards(tx: Tx, orgId: number, awardIds: readonly number[]): Promise<Set<number>> {
  const changed = new Set<number>();
  for (const batch of chunks(awardIds)) {
    const revoked = await tx
      .update(orgAwards)
      .set({ revokedAt: new Date() })
      .where(and(eq(orgAwards.orgId, orgId), inArray(orgAwards.id, batch), isNull(orgAwards.revokedAt)))
      .returning({ userId: orgAwards.userId, achievementId: orgAwards.achievementId });
    const recognitions = revoked.flatMap((r) => (r.achievementId === null ? [] : [r.achievementId]));
    if (recognitions.length > 0) {
      await tx.update(achievements).set({ isVerified: false }).where(inArray(achievements.id, recognitions));
    }
    for (const r of revoked) changed.add(r.userId);
  }
  return changed;
}

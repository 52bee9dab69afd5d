import "server-only";
// Awards the engine issues (a rule for a rep and period, a contest for a winner) and takes back. Each award is an
// org_awards row and a recognition on the rep's achievements, verified at the employer level and saying what it rests
// on. Issuing is idempotent: the unique indexes on (rule, rep, period) and (contest, rep) let two runs at the same time
// issue an award once; a revoked award that qualifies again is restored rather than issued twice. Revoking takes the
// verified badge off the recognition (its credential is revoked by the credentials run).
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
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

/** An award the engine gave or took back, for the organisation's audit trail. */
export type AwardChange = {
  id: number;
  userId: number;
  ruleId: number | null;
  contestId: number | null;
  period: string | null;
  /** Given again: a revoked award that qualifies again. */
  restored?: true;
};

/**
 * Issues the awards not held yet and restores revoked ones; answers the new and restored awards (and their ids) and
 * the reps whose books changed. Awards already standing are left as they are.
 */
export async function issueEngineAwards(
  tx: Tx,
  awards: readonly EngineAward[],
): Promise<{ awardIds: number[]; reps: Set<number>; awards: AwardChange[] }> {
  const changed = new Set<number>();
  const awardIds: number[] = [];
  const given: AwardChange[] = [];
  for (const batch of chunks(awards)) {
    const held = await heldAwards(tx, batch);
    const fresh = batch.filter((a) => !held.has(keyOf(a)));
    for (const { achievementId: _achievement, ...row } of await insertAwards(tx, fresh)) {
      awardIds.push(row.id);
      changed.add(row.userId);
      given.push(row);
    }
    const revoked = batch.flatMap((a) => {
      const award = held.get(keyOf(a));
      return award && award.revokedAt !== null ? [award] : [];
    });
    if (revoked.length > 0) {
      // Qualifying again: restored, with their recognitions verified again.
      await tx
        .update(orgAwards)
        .set({ revokedAt: null })
        .where(
          inArray(
            orgAwards.id,
            revoked.map((a) => a.id),
          ),
        );
      const recognitions = revoked.flatMap((a) => (a.achievementId === null ? [] : [a.achievementId]));
      if (recognitions.length > 0) {
        await tx.update(achievements).set({ isVerified: true }).where(inArray(achievements.id, recognitions));
      }
      for (const a of revoked) {
        awardIds.push(a.id);
        changed.add(a.userId);
        given.push({
          id: a.id,
          userId: a.userId,
          ruleId: a.ruleId,
          contestId: a.contestId,
          period: a.period,
          restored: true,
        });
      }
    }
  }
  return { awardIds, reps: changed, awards: given };
}

/** The batch's awards that exist already (standing or revoked), by key. */
async function heldAwards(tx: Tx, batch: readonly EngineAward[]) {
  const ruleIds = [...new Set(batch.flatMap((a) => (a.ruleId === undefined ? [] : [a.ruleId])))];
  const contestIds = [...new Set(batch.flatMap((a) => (a.contestId === undefined ? [] : [a.contestId])))];
  const rows = await tx
    .select({
      id: orgAwards.id,
      userId: orgAwards.userId,
      ruleId: orgAwards.ruleId,
      contestId: orgAwards.contestId,
      period: orgAwards.period,
      revokedAt: orgAwards.revokedAt,
      achievementId: orgAwards.achievementId,
    })
    .from(orgAwards)
    .where(
      and(
        inArray(orgAwards.userId, [...new Set(batch.map((a) => a.userId))]),
        or(
          ruleIds.length > 0 ? inArray(orgAwards.ruleId, ruleIds) : undefined,
          contestIds.length > 0 ? inArray(orgAwards.contestId, contestIds) : undefined,
        ),
      ),
    );
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/**
 * Each award's recognition first (its id taken from the sequence beforehand, so every award row names its own), then
 * the award rows. An award another run inserted meanwhile is skipped by the unique index, and the recognition made
 * for it is deleted again.
 */
async function insertAwards(
  tx: Tx,
  fresh: readonly EngineAward[],
): Promise<(Omit<AwardChange, "restored"> & { achievementId: number | null })[]> {
  if (fresh.length === 0) return [];
  const ids = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('achievements', 'id'))::int as id from generate_series(1, ${fresh.length})`,
  );
  const achievementIds = ids.map((r) => Number(r.id));
  const now = new Date();
  await tx.insert(achievements).values(
    fresh.map((award, i) => ({
      id: achievementIds[i]!,
      userId: award.userId,
      title: award.title,
      description: award.description,
      category: "recognition",
      dateReceived: award.awardedOn,
      isVerified: true,
      reviewedAt: now,
      ...employerVerified(award.evidence),
    })),
  );
  const inserted = await tx
    .insert(orgAwards)
    .values(
      fresh.map((a, i) => ({
        orgId: a.orgId,
        userId: a.userId,
        achievementId: achievementIds[i]!,
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
      achievementId: orgAwards.achievementId,
    });
  if (inserted.length < fresh.length) {
    const used = new Set(inserted.map((r) => r.achievementId));
    const unused = achievementIds.filter((id) => !used.has(id));
    await tx.delete(achievements).where(inArray(achievements.id, unused));
  }
  return inserted;
}

/**
 * Revokes standing engine awards by id (within the organisation); answers the reps whose books changed and the
 * awards revoked.
 */
export async function revokeEngineAwards(
  tx: Tx,
  orgId: number,
  awardIds: readonly number[],
): Promise<{ reps: Set<number>; awards: AwardChange[] }> {
  const changed = new Set<number>();
  const taken: AwardChange[] = [];
  for (const batch of chunks(awardIds)) {
    const revoked = await tx
      .update(orgAwards)
      .set({ revokedAt: new Date() })
      .where(and(eq(orgAwards.orgId, orgId), inArray(orgAwards.id, batch), isNull(orgAwards.revokedAt)))
      .returning({
        id: orgAwards.id,
        userId: orgAwards.userId,
        ruleId: orgAwards.ruleId,
        contestId: orgAwards.contestId,
        period: orgAwards.period,
        achievementId: orgAwards.achievementId,
      });
    const recognitions = revoked.flatMap((r) => (r.achievementId === null ? [] : [r.achievementId]));
    if (recognitions.length > 0) {
      await tx.update(achievements).set({ isVerified: false }).where(inArray(achievements.id, recognitions));
    }
    for (const { achievementId: _achievement, ...r } of revoked) {
      changed.add(r.userId);
      taken.push(r);
    }
  }
  return { reps: changed, awards: taken };
}

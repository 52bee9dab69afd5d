import "server-only";
// The facts recruiters see are computed from the verified portfolio, never typed, and kept on the listing so a
// search is one indexed query. They follow the portfolio: a database trigger marks them stale whenever the
// portfolio version rises (migration 0021), and a stale listing is recomputed before anyone reads it.
import { and, eq, sql } from "drizzle-orm";
import { computeTalentFacts } from "@/lib/talent";
import { getDb } from "../db/client";
import { achievements, talentProfiles, users } from "../db/schema";
import { loadPortfolioSnapshot } from "../export/snapshot";

/** Recomputes one rep's facts from their portfolio as it is now. */
export async function refreshTalentFacts(userId: number): Promise<void> {
  const db = await getDb();
  const [user] = await db.select({ version: users.portfolioVersion }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const ids = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.userId, userId));
  const portfolio = await loadPortfolioSnapshot(
    userId,
    ids.map((a) => a.id),
    { missingAchievements: "skip", picture: false },
  );
  const facts = computeTalentFacts({
    quotaRecords: portfolio.quota.records,
    achievements: portfolio.achievements,
    references: portfolio.references,
    experiences: portfolio.experiences,
  });
  await db
    .update(talentProfiles)
    .set({
      // Still stale if the portfolio moved again while it was being read.
      factsStale: sql`(select ${users.portfolioVersion} from ${users} where ${users.id} = ${userId}) <> ${user.version}`,
      bestAttainment: facts.bestAttainment === null ? null : facts.bestAttainment.toFixed(2),
      yearBands: facts.yearBands,
      verifiedPeriods: facts.verifiedPeriods,
      verifiedItems: facts.verifiedItems,
      quotaYears: facts.quotaYears.toFixed(1),
      verifiedAwards: facts.verifiedAwards,
      dealBand: facts.dealBand,
    })
    .where(eq(talentProfiles.userId, userId));
}

/** Listed reps whose facts are stale: recomputed in turn, at most `limit` of them. */
export async function refreshStaleListings(limit: number): Promise<void> {
  const db = await getDb();
  const stale = await db
    .select({ userId: talentProfiles.userId })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.listed, true), eq(talentProfiles.factsStale, true)))
    .limit(limit);
  for (const { userId } of stale) await refreshTalentFacts(userId);
}

/** One rep's facts, recomputed first when their portfolio moved. */
export async function ensureFactsCurrent(userId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ stale: talentProfiles.factsStale })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId));
  if (row?.stale) await refreshTalentFacts(userId);
}

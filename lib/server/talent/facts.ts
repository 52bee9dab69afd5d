import "server-only";
// The facts recruiters see are computed from the verified portfolio, never typed, and kept on the listing so a
// search is one indexed query. They follow the portfolio: a database trigger marks them stale in the same
// transaction as any change that raises the portfolio version (the mark is the job's queue entry), and the stale
// listings are recomputed right after the request that wrote (with the credentials) or by the talent job. A read
// never recomputes them: a search leaves a stale listing out until then.
import { and, eq, sql } from "drizzle-orm";
import { computeTalentFacts } from "@/lib/talent";
import { getDb } from "../db/client";
import { achievements, talentProfiles, users } from "../db/schema";
import { loadPortfolioSnapshot } from "../export/snapshot";

/** How many stale listings one run recomputes (the job runs again for the rest). */
export const TALENT_FACTS_BATCH = 200;

/** The listing's fact columns as the rep's portfolio stands now (a read: nothing is stored). */
export async function currentTalentFacts(userId: number) {
  const db = await getDb();
  const ids = await db.select({ id: achievements.id }).from(achievements).where(eq(achievements.userId, userId));
  const portfolio = await loadPortfolioSnapshot(
    userId,
    ids.map((a) => a.id),
    { missingAchievements: "skip", picture: false, credentials: false },
  );
  const facts = computeTalentFacts({
    quotaRecords: portfolio.quota.records,
    achievements: portfolio.achievements,
    references: portfolio.references,
    experiences: portfolio.experiences,
  });
  return {
    bestAttainment: facts.bestAttainment === null ? null : facts.bestAttainment.toFixed(2),
    yearBands: facts.yearBands,
    verifiedPeriods: facts.verifiedPeriods,
    verifiedItems: facts.verifiedItems,
    quotaYears: facts.quotaYears.toFixed(1),
    verifiedAwards: facts.verifiedAwards,
    dealBand: facts.dealBand,
  };
}

/** Recomputes one rep's facts from their portfolio as it is now and stores them on the listing. */
export async function refreshTalentFacts(userId: number): Promise<void> {
  const db = await getDb();
  const [user] = await db.select({ version: users.portfolioVersion }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const facts = await currentTalentFacts(userId);
  await db
    .update(talentProfiles)
    .set({
      // Still stale if the portfolio moved again while it was being read.
      factsStale: sql`(select ${users.portfolioVersion} from ${users} where ${users.id} = ${userId}) <> ${user.version}`,
      ...facts,
    })
    .where(eq(talentProfiles.userId, userId));
}

/** Listed reps whose facts are stale: recomputed in turn, at most `limit` of them. Answers how many. */
export async function refreshStaleListings(limit: number = TALENT_FACTS_BATCH): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select({ userId: talentProfiles.userId })
    .from(talentProfiles)
    .where(and(eq(talentProfiles.listed, true), eq(talentProfiles.factsStale, true)))
    .limit(limit);
  for (const { userId } of stale) await refreshTalentFacts(userId);
  return stale.length;
}

// How a contest ranks its members, kept pure so the leaderboard, the job that awards the winners and the tests agree.
// Values are worked out in cents and rounded to two decimals before ranking: two members whose figures read the same
// share a rank, and a float's last digit never breaks a tie.

export type ContestStanding = { userId: number; name: string; value: number | null };
export type RankedStanding = ContestStanding & { rank: number };

const cents = (n: number) => Math.round(n * 100);

/**
 * Attainment over the periods given: everything closed over everything in quota, as a percentage with two decimals
 * (a rep at 120% of a small quarter and 80% of a large one is not at 100%). null without periods or without a quota.
 */
export function attainmentOver(periods: readonly { quota: number; closed: number }[]): number | null {
  const quota = periods.reduce((sum, p) => sum + cents(p.quota), 0);
  if (periods.length === 0 || quota <= 0) return null;
  const closed = periods.reduce((sum, p) => sum + cents(p.closed), 0);
  return Math.round((closed / quota) * 10_000) / 100;
}

/** The sum of the deals' amounts, added in cents. */
export function amountOver(deals: readonly { amount: number }[]): number {
  return deals.reduce((sum, d) => sum + cents(d.amount), 0) / 100;
}

// One collation for every server and browser: names compare as people read them ("anna" beside "Anna").
const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The order of a leaderboard: the higher value first, a member without a value (null) after everyone with one; then
 * by full name (A to Z), then by user id, so equal values always come out in the same order.
 */
export function compareStandings(a: ContestStanding, b: ContestStanding): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return b.value - a.value;
  }
  return byName.compare(a.name, b.name) || a.userId - b.userId;
}

/**
 * Sorted with compareStandings and given competition ranks: members with equal values share a rank and the next
 * value's rank counts everyone above it (1, 1, 3). Members without a value share the last rank.
 */
export function rankStandings<T extends ContestStanding>(standings: readonly T[]): (T & { rank: number })[] {
  const sorted = [...standings].sort(compareStandings);
  let rank = 0;
  return sorted.map((standing, i) => {
    if (i === 0 || standing.value !== sorted[i - 1]!.value) rank = i + 1;
    return { ...standing, rank };
  });
}

/** The members a contest awards: those ranked first, when they have something to show for it (a value above 0). */
export function contestWinners<T extends RankedStanding>(ranked: readonly T[]): T[] {
  return ranked.filter((r) => r.rank === 1 && r.value !== null && r.value > 0);
}

/** Days from the first to the last day, both counted (ISO dates). */
export function daysInWindow(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

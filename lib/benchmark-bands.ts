// Where a figure falls in a cohort, told as a band ("Top 10%", "Top 25%", "Top 50%", "Lower half") rather than an
// exact rank: a band moves only across wide steps, so comparing answers reveals little about any one peer. Pure.

/** The smallest cohort a band is given for: below it, a band would point at people. */
export const MIN_COHORT = 5;

export const BENCHMARK_BANDS = ["top_10", "top_25", "top_50", "lower_half"] as const;
export type BenchmarkBand = (typeof BENCHMARK_BANDS)[number];

export const BENCHMARK_BAND_LABELS: Record<BenchmarkBand, string> = {
  top_10: "Top 10%",
  top_25: "Top 25%",
  top_50: "Top 50%",
  lower_half: "Lower half",
};

/**
 * The band of `own` among `values` (which include it): its rank from the top, ties counted in its favour, as a share
 * of the cohort. Null for a cohort under MIN_COHORT.
 */
export function benchmarkBand(values: readonly number[], own: number): BenchmarkBand | null {
  if (values.length < MIN_COHORT) return null;
  const ahead = values.filter((v) => v > own).length;
  const share = (ahead + 1) / values.length;
  if (share <= 0.1) return "top_10";
  if (share <= 0.25) return "top_25";
  if (share <= 0.5) return "top_50";
  return "lower_half";
}

// Pure quota rules: attainment percent and its colour, stack-rank percentile, period labels and the period window.
import { divideRounded, toHundredths } from "@/lib/decimal";

/** attainment / quota x 100, one decimal ("132.5"); undefined when either is not a valid amount or quota is 0. */
export function attainmentPercent(quota: string, attainment: string): string | undefined {
  const q = toHundredths(quota);
  const a = toHundredths(attainment);
  if (q === undefined || a === undefined || q === 0n) return undefined;
  return divideRounded(a * 100n, q, 1);
}

/** The colour of an attainment: 100% or more green, 80% up to 100% yellow, below 80% red. */
export type AttainmentTone = "green" | "yellow" | "red";

/** The tone of a decimal percent string ("132.45"); text that is not a plain decimal counts as 0%. */
export function attainmentTone(percent: string): AttainmentTone {
  const value = percent ? (toHundredths(percent) ?? 0n) : 0n;
  if (value >= 10_000n) return "green";
  if (value >= 8_000n) return "yellow";
  return "red";
}

/** Top percent of the team: (total - position + 1) / total x 100, one decimal. */
export function stackRankPercentile(position: number, total: number): string | undefined {
  if (!Number.isInteger(position) || !Number.isInteger(total) || position < 1 || total < 1 || position > total) {
    return undefined;
  }
  return divideRounded(BigInt(total - position + 1) * 100n, BigInt(total), 1);
}

export function periodLabel(year: number, quarter: number | null | undefined): string {
  return quarter ? `Q${quarter} ${year}` : `Annual ${year}`;
}

/** Years a record may be entered for: 15 years back through the current year. */
export const QUOTA_YEARS_BACK = 15;

export function earliestQuotaYear(now = new Date()): number {
  return now.getUTCFullYear() - QUOTA_YEARS_BACK;
}

/** The year picker shows the last 11 years, newest first. */
export function quotaYearChoices(now = new Date()): number[] {
  const current = now.getUTCFullYear();
  return Array.from({ length: 11 }, (_, i) => current - i);
}

/** A period that has not started yet cannot carry attainment. */
export function isFuturePeriod(year: number, quarter: number | null | undefined, now = new Date()): boolean {
  const currentYear = now.getUTCFullYear();
  if (year !== currentYear) return year > currentYear;
  if (!quarter) return false;
  const currentQuarter = Math.floor(now.getUTCMonth() / 3) + 1;
  return quarter > currentQuarter;
}

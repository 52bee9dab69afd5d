// The Quota tab's figures, computed exactly from the records' decimal strings: totals, averages,
// per-year groups (newest year first), the chronological series for the chart. The attainment colour
// rule lives in lib/quota.ts.
import { divideRounded, fromHundredths, toHundredths } from "@/lib/decimal";
import { shownQuotaRecords } from "@/lib/employer-records";
import type { QuotaRecord } from "@/lib/types";

const hundredths = (value: string | null | undefined) => (value ? (toHundredths(value) ?? 0n) : 0n);

/** "Quota Exceeded" at 100% or more. */
export const exceedsQuota = (percent: string) => hundredths(percent) >= 10_000n;

/** The mean of the records' attainment percents to two decimals ("132.45"), or undefined without records. */
export function averageAttainment(records: readonly QuotaRecord[]): string | undefined {
  if (records.length === 0) return undefined;
  const sum = records.reduce((total, r) => total + hundredths(r.attainmentPercent), 0n);
  return divideRounded(sum, BigInt(records.length) * 100n, 2);
}

const sumOf = (records: readonly QuotaRecord[], pick: (r: QuotaRecord) => string) =>
  fromHundredths(records.reduce((total, r) => total + hundredths(pick(r)), 0n));

/** Within a year: quarters from Q4 down, the annual record after them. */
const byQuarterDescending = (a: QuotaRecord, b: QuotaRecord) => (b.quarter ?? 0) - (a.quarter ?? 0) || b.id - a.id;

export type QuotaYear = { year: number; average: string; records: QuotaRecord[] };

/**
 * Every record of each year, listed; the year's average over the records the rep shares (an employer's record stands
 * in for the rep's own of its period unless declined), so one period never counts twice.
 */
export function groupByYear(records: readonly QuotaRecord[]): QuotaYear[] {
  const years = new Map<number, QuotaRecord[]>();
  for (const record of records) years.set(record.year, [...(years.get(record.year) ?? []), record]);
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, rows]) => ({
      year,
      average: averageAttainment(shownQuotaRecords(rows)) ?? "0",
      records: rows.sort(byQuarterDescending),
    }));
}

/** Oldest period first; a year's annual record comes after its quarters (the year ends with it). */
export function chronological(records: readonly QuotaRecord[]): QuotaRecord[] {
  return [...records].sort((a, b) => a.year - b.year || (a.quarter ?? 5) - (b.quarter ?? 5) || a.id - b.id);
}

export type QuotaSummary = {
  total: number;
  verified: number;
  average: string | undefined;
  currentYear: { year: number; count: number; average: string | undefined };
  totalRevenue: string;
  totalQuota: string;
  atOrAboveQuota: number;
  elite: boolean;
};

export function summarizeQuota(records: readonly QuotaRecord[], currentYear: number): QuotaSummary {
  const thisYear = records.filter((r) => r.year === currentYear);
  const average = averageAttainment(records);
  return {
    total: records.length,
    verified: records.filter((r) => r.isVerified).length,
    average,
    currentYear: { year: currentYear, count: thisYear.length, average: averageAttainment(thisYear) },
    totalRevenue: sumOf(records, (r) => r.attainment),
    totalQuota: sumOf(records, (r) => r.quota),
    atOrAboveQuota: records.filter((r) => exceedsQuota(r.attainmentPercent)).length,
    elite: average !== undefined && exceedsQuota(average),
  };
}

/** A share as a whole percent of a total (0 when there is nothing to share). */
export const sharePercent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** "90.00" → "90", "66.70" → "66.7": the top-of-team percent to one decimal, without a trailing ".0". */
export function formatTopPercent(percentile: string): string {
  const oneDecimal = divideRounded(hundredths(percentile), 100n, 1);
  return `${oneDecimal.replace(/\.0$/, "")}%`;
}

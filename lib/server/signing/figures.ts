import "server-only";
// The figures a manager attests, in one canonical form, and their SHA-256: the attestation's fingerprint, so a
// signature covers exactly what the manager saw and any later change to the figures is detectable.
import { createHash } from "node:crypto";
import { fromHundredths, toHundredths } from "@/lib/decimal";

export type ClaimedFigures = {
  year: number;
  quarter: number | null;
  quota: string;
  attainment: string;
  attainmentPercent: string;
  stackRankPosition: number | null;
  stackRankTotal: number | null;
};

/** "500000" and "500000.00" are the same amount: every decimal is written with exactly two places. */
function canonicalDecimal(value: string): string {
  const cents = toHundredths(String(value).trim());
  if (cents === undefined) throw new Error(`Not a decimal figure: ${value}`);
  return fromHundredths(cents);
}

/** The claimed figures as canonical JSON: fixed key order, normalised decimals, explicit nulls. */
export function canonicalFiguresJson(figures: ClaimedFigures): string {
  return JSON.stringify({
    period: { year: figures.year, quarter: figures.quarter ?? null },
    quota: canonicalDecimal(figures.quota),
    attainment: canonicalDecimal(figures.attainment),
    attainmentPercent: canonicalDecimal(figures.attainmentPercent),
    stackRank: { position: figures.stackRankPosition ?? null, total: figures.stackRankTotal ?? null },
  });
}

export function figuresHash(figures: ClaimedFigures): string {
  return createHash("sha256").update(canonicalFiguresJson(figures), "utf8").digest("hex");
}

/** The figures of a stored quota record. */
export function claimedFigures(record: ClaimedFigures): ClaimedFigures {
  const { year, quarter, quota, attainment, attainmentPercent, stackRankPosition, stackRankTotal } = record;
  return { year, quarter, quota, attainment, attainmentPercent, stackRankPosition, stackRankTotal };
}

/** An exact amount for an attestation: "$1,250,000.00" (never rounded to $1.3M). */
export function formatExactMoney(value: string): string {
  const [whole = "0", fraction = "00"] = canonicalDecimal(value).split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** The figures as the manager reads them, label and value, in the e-mail and on the signing page alike. */
export function figureLines(figures: ClaimedFigures): { label: string; value: string }[] {
  const period = figures.quarter ? `Q${figures.quarter} ${figures.year}` : `${figures.year} (annual)`;
  const rank =
    figures.stackRankPosition !== null && figures.stackRankTotal !== null
      ? `${figures.stackRankPosition} of ${figures.stackRankTotal}`
      : "Not claimed";
  return [
    { label: "Period", value: period },
    { label: "Quota", value: formatExactMoney(figures.quota) },
    { label: "Attainment", value: formatExactMoney(figures.attainment) },
    { label: "Attainment %", value: `${canonicalDecimal(figures.attainmentPercent)}%` },
    { label: "Stack rank", value: rank },
  ];
}

// Display formatting: $1.2M / $450K / $999 and whole-number percents.

import { divideRounded, toHundredths } from "@/lib/decimal";

function toNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** An amount in whole hundredths (exact for decimal strings), or undefined. */
function toCents(value: string | number | null | undefined): bigint | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    const negative = text.startsWith("-");
    const cents = toHundredths(negative ? text.slice(1) : text);
    if (cents !== undefined) return negative ? -cents : cents;
  }
  const n = toNumber(value);
  return n === undefined ? undefined : BigInt(Math.round(n * 100));
}

const MILLION_CENTS = 100_000_000n;
const THOUSAND_CENTS = 100_000n;

/** $1.2M from a million, $450K from a thousand, whole dollars below; rounded half-up on the exact amount. */
export function formatMoney(value: string | number | null | undefined): string {
  const cents = toCents(value);
  if (cents === undefined) return "—";
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  if (abs >= MILLION_CENTS) return `${sign}$${divideRounded(abs, MILLION_CENTS, 1)}M`;
  if (abs >= THOUSAND_CENTS) {
    const thousands = divideRounded(abs, THOUSAND_CENTS, 0);
    return thousands === "1000" ? `${sign}$1.0M` : `${sign}$${thousands}K`;
  }
  const dollars = divideRounded(abs, 100n, 0);
  return dollars === "1000" ? `${sign}$1K` : `${sign}$${dollars}`;
}

export function formatPercent(value: string | number | null | undefined): string {
  const n = toNumber(value);
  return n === undefined ? "—" : `${Math.round(n)}%`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "MMM d, yyyy", e.g. "Mar 7, 2025". */
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

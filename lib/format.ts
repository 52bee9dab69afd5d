// Display formatting: $1.2M / $450K / $999 (or €1.2M in an amount's own currency) and whole-number percents.

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

/** An ISO 4217 code as stored ("EUR"); anything else, or nothing, means US dollars. */
export function currencyOrUsd(currency: string | null | undefined): string {
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : "USD";
}

/**
 * $1.2M from a million, $450K from a thousand, whole dollars below; rounded half-up on the exact amount. With a
 * currency other than US dollars, the same compact figure in that currency ("€1.2M"), so a euro amount never reads
 * as dollars.
 */
export function formatMoney(value: string | number | null | undefined, currency?: string | null): string {
  const code = currencyOrUsd(currency);
  if (code !== "USD") return formatMoneyIn(value, code);
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

/**
 * An amount in the given currency, compact ("€1.2M", "£450K", "CA$999"), by Intl.NumberFormat. The number comes from
 * a decimal string: display only, never stored back.
 */
export function formatMoneyIn(value: string | number | null | undefined, currency: string, locale = "en-US"): string {
  const amount = toNumber(value);
  if (amount === undefined) return "—";
  const compact = Math.abs(amount) >= 1000;
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      notation: compact ? "compact" : "standard",
      maximumFractionDigits: compact ? 1 : 0,
      minimumFractionDigits: 0,
    }).format(amount);
  } catch {
    // A code Intl does not know: the figure with the code beside it, rather than nothing.
    return `${amount.toLocaleString(locale, { maximumFractionDigits: 0 })} ${currency}`;
  }
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

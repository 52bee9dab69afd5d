// How the team page writes figures: exact amounts for an attestation (a manager attests exactly what they read),
// and a percentile as people say it ("Top 10%", "40th percentile").
import { fromHundredths, toHundredths } from "@/lib/decimal";

/** "$1,250,000.00": never rounded, since these are the figures being attested. */
export function exactMoney(value: string): string {
  const cents = toHundredths(String(value));
  if (cents === undefined) return value;
  const [whole = "0", fraction = "00"] = fromHundredths(cents).split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** "112.50%". */
export function exactPercent(value: string): string {
  const hundredths = toHundredths(String(value));
  return `${hundredths === undefined ? value : fromHundredths(hundredths)}%`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/**
 * The upper half reads "Top X%" (the share of the cohort at or above the member), the lower half "Xth percentile".
 * Never below "Top 1%": nobody is ahead of 100% of a cohort they are part of.
 */
export function percentileText(percentile: number): string {
  if (percentile >= 50) return `Top ${Math.max(1, 100 - percentile)}%`;
  return `${ordinal(Math.max(0, percentile))} percentile`;
}

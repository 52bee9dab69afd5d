import "server-only";
// The rules that turn any CRM's closed-won deal into a deal story: how amounts, currencies and dates are read, and
// the text of a story the CRM has no description for. Each CRM's folder maps its own records with them. Pure,
// unit-tested.
import { formatDate } from "@/lib/format";
import { dealSourceProviderName, type DealSourceProviderName } from "@/lib/deal-source";

/** One closed-won deal as a CRM answered it, before it becomes a deal story. */
export type CrmDeal = {
  externalId: string;
  title: string;
  description: string | null;
  /** A decimal string with at most 2 decimals ("125000.50"), or null when the CRM has no usable amount. */
  amount: string | null;
  /** ISO 4217 code, or null when the CRM does not say (a single-currency account). */
  currency: string | null;
  /** yyyy-mm-dd */
  closeDate: string | null;
  accountName: string | null;
};

/** What a sync writes to a deal story (the rest of the story stays the rep's). */
export type CrmDealStory = {
  title: string;
  description: string;
  arrValue: string | null;
  arrCurrency: string | null;
};

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 10_000;
const MAX_AMOUNT_DIGITS = 13;

/**
 * An amount as an exact decimal string with at most 2 decimals (rounded half-up), or null for none, a negative or
 * an amount too large to store. Numbers are read through their shortest decimal text, never summed as floats.
 */
export function crmAmount(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  let text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (/e/i.test(text)) {
    const n = Number(text);
    if (!Number.isFinite(n) || Math.abs(n) >= 10 ** MAX_AMOUNT_DIGITS) return null;
    text = n.toFixed(2);
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  let whole = BigInt(match[1]!);
  const fraction = (match[2] ?? "").padEnd(3, "0");
  let cents = Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  if (cents === 100) {
    whole += 1n;
    cents = 0;
  }
  if (whole.toString().length > MAX_AMOUNT_DIGITS) return null;
  return cents === 0 ? whole.toString() : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** An ISO 4217 code in capitals, or null. */
export function crmCurrency(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** yyyy-mm-dd from a date or a date-time (HubSpot sends "2025-03-07T00:00:00Z" or milliseconds), or null. */
export function crmDate(value: unknown): string | null {
  if (typeof value === "number" || (typeof value === "string" && /^\d{10,}$/.test(value))) {
    const d = new Date(Number(value));
    return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
  }
  if (typeof value !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match && !Number.isNaN(new Date(`${match[1]}T00:00:00Z`).getTime()) ? match[1]! : null;
}

export const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The deal story a CRM deal becomes: its name, its description (or a sentence saying where it came from), its amount. */
export function crmDealStory(deal: CrmDeal, provider: DealSourceProviderName): CrmDealStory {
  const with_ = deal.accountName ? ` with ${deal.accountName}` : "";
  const on = deal.closeDate ? ` on ${formatDate(`${deal.closeDate}T12:00:00Z`)}` : "";
  const fallback = `Closed-won${with_}${on}, imported from ${dealSourceProviderName(provider)}.`;
  return {
    title: deal.title.slice(0, TITLE_MAX),
    description: (deal.description ?? fallback).slice(0, DESCRIPTION_MAX),
    arrValue: deal.amount,
    arrCurrency: deal.amount === null ? null : deal.currency,
  };
}

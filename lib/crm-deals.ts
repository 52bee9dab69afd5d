// The rules that turn a CRM's closed-won deal into a deal story: which deals are asked for (the SOQL), how amounts,
// currencies and dates are read, and the text of a story the CRM has no description for. Pure, unit-tested.
import { formatDate } from "./format";
import { dealSourceProviderName, type DealSourceProviderName } from "./deal-source";

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

/** A Salesforce record id: 15 or 18 letters and digits (checked before it goes into a query). */
export function isSalesforceId(value: unknown): value is string {
  return typeof value === "string" && /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/.test(value);
}

/** The fields read from each opportunity; CurrencyIsoCode exists only in multi-currency orgs. */
export function salesforceOpportunityFields(withCurrency: boolean): string[] {
  return [
    "Id",
    "Name",
    "OwnerId",
    "IsWon",
    "Amount",
    ...(withCurrency ? ["CurrencyIsoCode"] : []),
    "CloseDate",
    "Description",
    "Account.Name",
  ];
}

/** The SOQL for the connected user's won opportunities, newest first. Refuses an owner id that is not an id. */
export function salesforceClosedWonQuery(ownerId: string, withCurrency: boolean): string {
  if (!isSalesforceId(ownerId)) throw new Error("not a Salesforce user id");
  return (
    `SELECT ${salesforceOpportunityFields(withCurrency).join(", ")} FROM Opportunity ` +
    `WHERE IsWon = true AND OwnerId = '${ownerId}' ORDER BY CloseDate DESC`
  );
}

/** The org and user ids from the identity URL of a Salesforce token answer (…/id/<org id>/<user id>). */
export function parseSalesforceIdentityUrl(url: unknown): { orgId: string; userId: string } | null {
  if (typeof url !== "string") return null;
  try {
    const parts = new URL(url).pathname.split("/").filter(Boolean);
    const at = parts.lastIndexOf("id");
    const orgId = parts[at + 1];
    const userId = parts[at + 2];
    return at >= 0 && isSalesforceId(orgId) && isSalesforceId(userId) ? { orgId, userId } : null;
  } catch {
    return null;
  }
}

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

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** Salesforce ids compare by their first 15 characters (the 18-character form adds a case checksum). */
export const sameSalesforceId = (a: string, b: string) => a.slice(0, 15) === b.slice(0, 15);

/**
 * One record of a Salesforce query answer, or null when it is not a usable opportunity. A record that says it is
 * not won, or belongs to another owner, is never imported, whatever the query answered.
 */
export function mapSalesforceOpportunity(record: unknown, ownerId: string): CrmDeal | null {
  if (!record || typeof record !== "object") return null;
  const r = record as Record<string, unknown>;
  const title = text(r.Name);
  if (!isSalesforceId(r.Id) || !title) return null;
  if (r.IsWon === false || r.IsWon === "false") return null;
  if (r.OwnerId !== undefined && !(typeof r.OwnerId === "string" && sameSalesforceId(r.OwnerId, ownerId))) return null;
  const account = r.Account && typeof r.Account === "object" ? (r.Account as Record<string, unknown>) : null;
  return {
    externalId: r.Id,
    title,
    description: text(r.Description),
    amount: crmAmount(r.Amount),
    currency: crmCurrency(r.CurrencyIsoCode),
    closeDate: crmDate(r.CloseDate),
    accountName: text(account?.Name),
  };
}

/**
 * One result of HubSpot's deal search, or null when it is not a usable deal (or says it is not closed-won or has
 * another owner, whatever the search answered).
 */
export function mapHubSpotDeal(result: unknown, ownerId: string): CrmDeal | null {
  if (!result || typeof result !== "object") return null;
  const r = result as Record<string, unknown>;
  const id = typeof r.id === "string" || typeof r.id === "number" ? String(r.id) : "";
  const p = r.properties && typeof r.properties === "object" ? (r.properties as Record<string, unknown>) : {};
  const title = text(p.dealname);
  if (!/^\d{1,30}$/.test(id) || !title) return null;
  if (p.hs_is_closed_won !== undefined && p.hs_is_closed_won !== null && String(p.hs_is_closed_won) !== "true") {
    return null;
  }
  if (p.hubspot_owner_id !== undefined && p.hubspot_owner_id !== null && String(p.hubspot_owner_id) !== ownerId) {
    return null;
  }
  return {
    externalId: id,
    title,
    description: text(p.description),
    amount: crmAmount(p.amount),
    currency: crmCurrency(p.deal_currency_code),
    closeDate: crmDate(p.closedate),
    accountName: null,
  };
}

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

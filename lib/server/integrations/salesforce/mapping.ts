import "server-only";
// Salesforce's records as deal stories read them: its ids, the SOQL for the connected user's won opportunities, the
// ids in a token's identity URL, and one opportunity record mapped to a CRM deal. Pure, unit-tested.
import { crmAmount, crmCurrency, crmDate, text, type CrmDeal } from "../deal-fields";

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

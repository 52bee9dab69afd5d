import "server-only";
// One result of HubSpot's deal search mapped to a CRM deal. Pure, unit-tested.
import { crmAmount, crmCurrency, crmDate, text, type CrmDeal } from "../deal-fields";

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

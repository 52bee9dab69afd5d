// Where an imported deal story came from, in words, and its amount in its own currency: one rule for the dashboard
// card, the shared page and every export. An import is provenance (a snapshot of the CRM), never a verification.
import { currencyOrUsd, formatMoney, formatMoneyIn } from "./format";

export const DEAL_SOURCE_PROVIDERS = ["salesforce", "hubspot"] as const;
export type DealSourceProviderName = (typeof DEAL_SOURCE_PROVIDERS)[number];

/** The deal story's origin as the API answers it (null for a story the rep wrote). */
export type DealSource = {
  provider: DealSourceProviderName;
  accountId: string;
  externalId: string;
  fetchedAt: string;
};

const PROVIDER_NAMES: Record<DealSourceProviderName, string> = { salesforce: "Salesforce", hubspot: "HubSpot" };

export function isDealSourceProvider(value: unknown): value is DealSourceProviderName {
  return typeof value === "string" && (DEAL_SOURCE_PROVIDERS as readonly string[]).includes(value);
}

/** "Salesforce", "HubSpot". */
export function dealSourceProviderName(provider: DealSourceProviderName): string {
  return PROVIDER_NAMES[provider];
}

/** "Imported from Salesforce". */
export function dealSourceLabel(provider: DealSourceProviderName): string {
  return `Imported from ${PROVIDER_NAMES[provider]}`;
}

/** "Salesforce org 00D5g000004XyZ1EAK", "HubSpot portal 4412345": what the account id is, for a tooltip or small text. */
export function dealSourceAccountLabel(source: Pick<DealSource, "provider" | "accountId">): string {
  return `${PROVIDER_NAMES[source.provider]} ${source.provider === "salesforce" ? "org" : "portal"} ${source.accountId}`;
}

/** The currency of a stored amount: an ISO 4217 code, where none (every deal written before imports) means USD. */
export function dealCurrency(arrCurrency: string | null | undefined): string {
  return currencyOrUsd(arrCurrency);
}

/**
 * A deal's amount as every view shows it: US dollars exactly as elsewhere ("$1.2M"), another currency in its own
 * symbol ("€1.2M"), so a euro deal never reads as dollars (formatMoney with the deal's currency).
 */
export function formatDealValue(value: string | number | null | undefined, arrCurrency: string | null | undefined) {
  return formatMoney(value, arrCurrency);
}

/** An amount in its own currency, compact ("€1.2M", "£450K", "$999"): formatMoneyIn in lib/format.ts. */
export function formatDealAmount(
  value: string | number | null | undefined,
  arrCurrency: string | null | undefined,
  locale = "en-US",
): string {
  return formatMoneyIn(value, dealCurrency(arrCurrency), locale);
}

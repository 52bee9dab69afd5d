// A deal story's amount in its own currency and the line that says where an imported one came from, for the shared
// page and every export (PDF, PowerPoint, Google Slides), so they all say the same thing.
import { dealSourceLabel, type DealSourceProvider } from "./deal-source";
import { formatDate, formatMoney } from "./format";

/** Where an imported deal story came from: the CRM, its org (Salesforce) or portal (HubSpot), the deal's id there. */
export type DealSource = {
  provider: DealSourceProvider;
  accountId: string;
  externalId: string;
  /** ISO timestamp of the import. */
  fetchedAt: string;
};

/**
 * $1.2M for US dollars (a null currency is USD: every deal before imports), else the currency's own short form:
 * €1.2M, £450K, CHF 2.5M. An unknown code still shows the amount, with the code after it.
 */
export function formatDealAmount(
  value: string | number | null | undefined,
  currency: string | null | undefined,
): string {
  const code = currency?.trim().toUpperCase();
  if (!code || code === "USD") return formatMoney(value);
  const amount = value === null || value === undefined || value === "" ? NaN : Number(value);
  if (!Number.isFinite(amount)) return "—";
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      notation: "compact",
      // As formatMoney: one decimal for millions, whole thousands and units.
      minimumFractionDigits: 0,
      maximumFractionDigits: Math.abs(amount) >= 1_000_000 ? 1 : 0,
    }).format(amount);
  } catch {
    // Not an ISO 4217 code Intl knows: the amount with the code, never a wrong symbol.
    return `${formatMoney(value).replace("$", "")} ${code}`;
  }
}

/** The words for the account a deal came from: a Salesforce org id, a HubSpot portal id. */
const ACCOUNT_WORD: Record<DealSourceProvider, string> = { salesforce: "org", hubspot: "portal" };

/** "Imported from Salesforce · org 00D5e0000001AbC · Mar 7, 2025". */
export function dealSourceLine(source: DealSource): string {
  const parts = [dealSourceLabel(source.provider), `${ACCOUNT_WORD[source.provider]} ${source.accountId}`];
  const fetched = new Date(source.fetchedAt);
  if (!Number.isNaN(fetched.getTime())) parts.push(formatDate(fetched));
  return parts.join(" · ");
}

/** The source of a deal row, or null for a deal story written by hand (any of the four columns missing). */
export function dealSourceOf(row: {
  sourceProvider: DealSourceProvider | null;
  sourceAccountId: string | null;
  sourceExternalId: string | null;
  sourceFetchedAt: Date | string | null;
}): DealSource | null {
  if (!row.sourceProvider || !row.sourceAccountId || !row.sourceExternalId || !row.sourceFetchedAt) return null;
  const fetchedAt = row.sourceFetchedAt instanceof Date ? row.sourceFetchedAt.toISOString() : row.sourceFetchedAt;
  return {
    provider: row.sourceProvider,
    accountId: row.sourceAccountId,
    externalId: row.sourceExternalId,
    fetchedAt,
  };
}

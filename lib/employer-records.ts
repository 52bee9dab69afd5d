// An employer's record in a rep's book: a quota record whose figures an owner or admin of the rep's organisation
// signed off from the organisation's own CRM. What it rests on, how its evidence reads, and which records of a
// period a shared page, an export or a credential shows. Pure: the server and the app use it alike.
import { dealSourceProviderName, type DealSourceProviderName } from "@/lib/deal-source";

/** What an employer's record rests on: the CRM and its record ids, the rows' SHA-256, who signed off and when. */
export type EmployerRecordSource = {
  provider: DealSourceProviderName;
  /** The CRM records the figures came from (quota, forecast item or goal target ids). */
  sourceIds: string[];
  /** SHA-256 (hex) of the synced row the sign-off covered. */
  sha256: string;
  signedByName: string;
  signedByTitle: string | null;
  /** ISO 8601. */
  signedAt: string;
};

const SOURCE_WORDS: Record<DealSourceProviderName, string> = {
  salesforce: "Salesforce forecast",
  hubspot: "HubSpot goals",
};

/** "From Acme's Salesforce forecast, signed off by Priya Shah, Regional VP, on 3 Feb 2026". */
export function employerEvidence(employerName: string, source: EmployerRecordSource): string {
  const signer = [source.signedByName, source.signedByTitle].filter(Boolean).join(", ");
  const day = new Date(source.signedAt).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return `From ${employerName}'s ${SOURCE_WORDS[source.provider] ?? dealSourceProviderName(source.provider)}, signed off by ${signer}, on ${day}`;
}

type PeriodRow = {
  year: number;
  quarter: number | null;
  employerOrgId: number | null;
  declinedAt: Date | string | null;
};

const periodOf = (row: PeriodRow) => `${row.year}-${row.quarter ?? 0}`;

/**
 * The records a rep's shared page, exports and credentials show: an employer's record unless the rep declined it,
 * and the rep's own record of a period only where no employer's record of that period shows.
 */
export function shownQuotaRecords<T extends PeriodRow>(rows: readonly T[]): T[] {
  const employerPeriods = new Set(
    rows.filter((r) => r.employerOrgId !== null && !r.declinedAt).map((r) => periodOf(r)),
  );
  return rows.filter((r) => (r.employerOrgId !== null ? !r.declinedAt : !employerPeriods.has(periodOf(r))));
}

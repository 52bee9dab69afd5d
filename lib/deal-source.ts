// Where an imported deal story came from, in words. A CRM import is provenance, never verification: these words sit
// apart from the Verified badge wherever a deal story shows.
export type DealSourceProvider = "salesforce" | "hubspot";

const PROVIDER_NAMES: Record<DealSourceProvider, string> = { salesforce: "Salesforce", hubspot: "HubSpot" };

/** "Imported from Salesforce" / "Imported from HubSpot". */
export function dealSourceLabel(provider: DealSourceProvider): string {
  return `Imported from ${PROVIDER_NAMES[provider]}`;
}

// The line that says where an imported deal story came from, for the shared page and every export (PDF,
// PowerPoint, Google Slides), built from the shared rules in lib/deal-source.ts so every view says the same thing.
import {
  dealSourceAccountLabel,
  dealSourceLabel,
  isDealSourceProvider,
  type DealSource,
  type DealSourceProviderName,
} from "./deal-source";
import { formatDate } from "./format";

export type { DealSource };

/** "Imported from Salesforce · Salesforce org 00D5e0000001AbC · fetched Mar 7, 2026", as the dashboard card says it. */
export function dealSourceLine(source: DealSource): string {
  const parts = [dealSourceLabel(source.provider), dealSourceAccountLabel(source)];
  const fetched = new Date(source.fetchedAt);
  if (!Number.isNaN(fetched.getTime())) parts.push(`fetched ${formatDate(fetched)}`);
  return parts.join(" · ");
}

/** The source of a deal row, or null for a deal story written by hand (any of the four columns missing). */
export function dealSourceOf(row: {
  sourceProvider: DealSourceProviderName | string | null;
  sourceAccountId: string | null;
  sourceExternalId: string | null;
  sourceFetchedAt: Date | string | null;
}): DealSource | null {
  const { sourceProvider, sourceAccountId, sourceExternalId, sourceFetchedAt } = row;
  if (!isDealSourceProvider(sourceProvider) || !sourceAccountId || !sourceExternalId || !sourceFetchedAt) return null;
  return {
    provider: sourceProvider,
    accountId: sourceAccountId,
    externalId: sourceExternalId,
    fetchedAt: sourceFetchedAt instanceof Date ? sourceFetchedAt.toISOString() : sourceFetchedAt,
  };
}

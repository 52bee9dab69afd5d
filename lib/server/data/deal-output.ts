import "server-only";
// A deal story as the API answers it: the stored source columns grouped into `source` (null for a story the rep
// wrote), the currency of its amount beside it. Bookkeeping of the sync (when the rep edited it) stays inside.
import type { DealSource } from "@/lib/deal-source";
import type { dealHighlights } from "../db/schema";

type DealRow = typeof dealHighlights.$inferSelect;

export type DealHighlightOutput = Omit<
  DealRow,
  "sourceProvider" | "sourceAccountId" | "sourceExternalId" | "sourceFetchedAt" | "sourceEditedAt"
> & { source: (Omit<DealSource, "fetchedAt"> & { fetchedAt: Date }) | null };

export function dealHighlightOutput(row: DealRow): DealHighlightOutput {
  const { sourceProvider, sourceAccountId, sourceExternalId, sourceFetchedAt, sourceEditedAt: _edited, ...story } = row;
  const source =
    sourceProvider && sourceAccountId && sourceExternalId && sourceFetchedAt
      ? {
          provider: sourceProvider,
          accountId: sourceAccountId,
          externalId: sourceExternalId,
          fetchedAt: sourceFetchedAt,
        }
      : null;
  return { ...story, source };
}

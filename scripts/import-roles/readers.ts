// The readers the cross-validation compares: each trains on documents (or does not) and extracts from one.
import { extractPortfolioItems, type ReadDocument } from "../../lib/server/import";
import type { ExtractedData } from "../../lib/validators/import";
import type { ReadCorpusDocument } from "./corpus";

export type Reader = {
  name: string;
  train: (documents: ReadCorpusDocument[]) => unknown;
  extract: (document: ReadDocument, model: unknown) => ExtractedData;
};

/** Today's reader: rules written by hand, nothing learnt. */
export const RULES: Reader = {
  name: "rules",
  train: () => null,
  extract: (document) => extractPortfolioItems(document),
};

export const READERS: Reader[] = [RULES];

// The readers the cross-validation compares: each trains on documents (or does not) and extracts from one.
import { extractPortfolioItems, type ReadDocument } from "../../lib/server/import";
import type { RoleModel } from "../../lib/server/import/roles/model";
import type { ExtractedData } from "../../lib/validators/import";
import type { ReadCorpusDocument } from "./corpus";
import { trainRoleModel } from "./training";

export type Reader = {
  name: string;
  train: (documents: ReadCorpusDocument[]) => unknown;
  extract: (document: ReadDocument, model: unknown) => ExtractedData;
};

/** The rules written by hand, nothing learnt: the baseline. */
export const RULES: Reader = {
  name: "rules",
  train: () => null,
  extract: (document) => extractPortfolioItems(document, null),
};

/** The importer as shipped: the line-role model reads the jobs (the rules' jobs are its hints). */
export const MODEL: Reader = {
  name: "model",
  train: trainRoleModel,
  extract: (document, model) => extractPortfolioItems(document, model as RoleModel),
};

export const READERS: Reader[] = [RULES, MODEL].filter(
  (reader) => !process.env.IMPORT_READERS || process.env.IMPORT_READERS.split("|").includes(reader.name),
);

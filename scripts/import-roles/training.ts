// Trains the line-role model on read documents: every work-history part labelled from the expected facts.
import { FEATURE_COUNT } from "../../lib/server/import/roles/features";
import { ROLES, train, type RoleModel } from "../../lib/server/import/roles/model";
import { unitLines } from "../../lib/server/import/roles/units";
import { hintsOf } from "../../lib/server/import/roles";
import { extractPortfolioItems } from "../../lib/server/import";
import type { ReadCorpusDocument } from "./corpus";
import { labelled } from "./label";

export const TRAIN_OPTIONS = {
  epochs: 400,
  rate: 0.05,
  l2: 0.03,
  classWeights: [1, 2, 2],
  ...(process.env.IMPORT_TRAIN_OPTIONS ? JSON.parse(process.env.IMPORT_TRAIN_OPTIONS) : {}),
};

/** Labelled parts per document: folds train on the same documents many times over. */
const labelledCache = new WeakMap<ReadCorpusDocument, { xs: number[][]; ys: number[] }>();

export function labelledDocument(doc: ReadCorpusDocument): { xs: number[][]; ys: number[] } {
  let data = labelledCache.get(doc);
  if (!data) {
    data = doc.document
      ? labelled(unitLines(doc.document), doc.expected, hintsOf(extractPortfolioItems(doc.document, null).experiences))
      : { xs: [], ys: [] };
    labelledCache.set(doc, data);
  }
  return data;
}

export function trainRoleModel(documents: ReadCorpusDocument[]): RoleModel {
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const doc of documents) {
    // Structured exports (LinkedIn, JSON Resume) are read field by field, not line by line.
    if (!doc.document || doc.document.resume || doc.document.linkedin) continue;
    const data = labelledDocument(doc);
    xs.push(...data.xs);
    ys.push(...data.ys);
  }
  const weights = train(xs, ys, ROLES.length, TRAIN_OPTIONS);
  const round = (w: number) => Math.round(w * 1e4) / 1e4;
  return { features: FEATURE_COUNT, roles: ROLES, weights: weights.map((row) => row.map(round)) };
}

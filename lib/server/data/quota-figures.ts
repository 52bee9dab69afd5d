import "server-only";
// The figures that stand for a quota record wherever it is shown (the shared page, its exports, the team view): the
// record's id, its period, the quota and what was attained.
import type { quotaRecords } from "../db/schema";

const FIGURE_KEYS = ["id", "year", "quarter", "quota", "attainment", "attainmentPercent"] as const;

export type RecordFigures = Pick<typeof quotaRecords.$inferSelect, (typeof FIGURE_KEYS)[number]>;

/** The record's figures alone, in that order, whatever else its row carries. */
export function recordFigures(row: RecordFigures): RecordFigures {
  return Object.fromEntries(FIGURE_KEYS.map((key) => [key, row[key]])) as RecordFigures;
}

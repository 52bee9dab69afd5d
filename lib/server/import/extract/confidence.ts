// How sure the extractor is of an item, 0-100, from which fields it found and how explicitly.
//
//   confidence = round(30 + 68 × Σ weight(field) × evidence(field))
//
// Each group's weights sum to 1. Evidence is 1 when the document states the field outright (a "%" next to
// "quota", a column headed "Target ($)", "Q1 2023", a named award), 0.5 when it is implied (a year carried over
// from earlier in the sentence, a bare year read as a fiscal year, a title taken from the sentence because no
// name was given), 0 when absent. So an item with everything explicit scores 98, and the floor for an item with
// only its core figure is about 50: "132% of $500K quota in Q1 2023" → 91, "FY22: 118% of plan" → 78,
// "hit 112% of quota" with no period → 50. The import dialog preselects items above 70.

export const CONFIDENCE_WEIGHTS = {
  quotaRecord: { year: 0.3, periodType: 0.1, attainmentPercent: 0.3, quota: 0.2, attainment: 0.1 },
  dealHighlight: { description: 0.3, arrValue: 0.35, customer: 0.2, closed: 0.15 },
  experience: { title: 0.35, company: 0.35, startDate: 0.2, endDate: 0.1 },
  achievement: { title: 0.3, description: 0.3, category: 0.2, metric: 0.2 },
  executive: { name: 0.4, title: 0.3, company: 0.3 },
  reference: { name: 0.4, title: 0.2, company: 0.2, testimonial: 0.2 },
  aboutMe: { headline: 0.4, summary: 0.6 },
} as const;

export type ConfidenceGroup = keyof typeof CONFIDENCE_WEIGHTS;
export type Evidence<G extends ConfidenceGroup> = Partial<Record<keyof (typeof CONFIDENCE_WEIGHTS)[G], 0 | 0.5 | 1>>;

export function confidenceOf<G extends ConfidenceGroup>(group: G, evidence: Evidence<G>): number {
  const weights = CONFIDENCE_WEIGHTS[group] as Record<string, number>;
  let score = 0;
  for (const [field, weight] of Object.entries(weights))
    score += weight * ((evidence as Record<string, number | undefined>)[field] ?? 0);
  return Math.round(30 + 68 * score);
}

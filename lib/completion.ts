// Brag Book completion: each of the five portfolio sections adds its weight once it holds anything
// (the weights the tooltip shows are the score itself, so 100%, and with it the Elite level, is reachable).

export type PortfolioSection = "quota" | "deals" | "experience" | "executiveCircle" | "achievements";

export type SectionWeight = {
  section: PortfolioSection;
  /** As the tooltip lists it. */
  label: string;
  /** "a deal story": how a hint asks for one item of this section. */
  oneItem: string;
  weight: number;
};

/** The weights, in the tooltip's order; they sum to 100. */
export const COMPLETION_WEIGHTS: readonly SectionWeight[] = [
  { section: "quota", label: "Quota records", oneItem: "a quota record", weight: 15 },
  { section: "deals", label: "Deal stories", oneItem: "a deal story", weight: 25 },
  { section: "experience", label: "Career experience", oneItem: "a career experience", weight: 20 },
  { section: "executiveCircle", label: "Executive circle", oneItem: "an executive contact", weight: 20 },
  { section: "achievements", label: "Achievements", oneItem: "an achievement", weight: 20 },
];

/** How many items each section holds. */
export type SectionCounts = Record<PortfolioSection, number>;

export function filledSections(counts: SectionCounts): PortfolioSection[] {
  return COMPLETION_WEIGHTS.filter((w) => counts[w.section] > 0).map((w) => w.section);
}

/** 0-100: the sum of the weights of the sections that hold at least one item. */
export function completionPercent(counts: SectionCounts): number {
  return COMPLETION_WEIGHTS.reduce((sum, w) => sum + (counts[w.section] > 0 ? w.weight : 0), 0);
}

/**
 * The fewest empty sections that lift completion to `target`, heaviest first (ties in tooltip
 * order); empty when the target is already met.
 */
export function sectionsToReach(counts: SectionCounts, target: number): SectionWeight[] {
  let score = completionPercent(counts);
  const picked: SectionWeight[] = [];
  const empty = COMPLETION_WEIGHTS.filter((w) => counts[w.section] === 0).sort((a, b) => b.weight - a.weight);
  for (const candidate of empty) {
    if (score >= target) break;
    picked.push(candidate);
    score += candidate.weight;
  }
  return picked;
}

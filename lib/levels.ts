// Portfolio levels, Builder to Elite: the level a portfolio has reached and, computed from what it lacks,
// the hint for the next one. Figures are compared exactly, in hundredths.
import {
  completionPercent,
  filledSections,
  sectionsToReach,
  COMPLETION_WEIGHTS,
  type SectionCounts,
} from "@/lib/completion";
import { divideRounded, toHundredths } from "@/lib/decimal";
import { formatMoney } from "@/lib/format";
import { PLANS, type PlanTier } from "@/lib/plans";

/** Lowest first; the stored `lastSeenLevel` is one of these names. */
export const LEVEL_NAMES = ["Builder", "Rising Talent", "Proven Rep", "Top Performer", "Elite"] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export const LEVEL_LABELS: Record<LevelName, string> = {
  Builder: "Builder",
  "Rising Talent": "Rising Talent",
  "Proven Rep": "Proven Rep",
  "Top Performer": "Top Performer",
  Elite: "Elite Closer – $1M+ Earner",
};

export const LEVEL_RULES = {
  /** A record counts as outstanding strictly above this attainment percent. */
  highAttainmentPercent: "120",
  highAttainmentRecords: 2,
  /** A deal at or above this ARR counts as big. */
  bigDealArr: "100000",
  deals: 2,
  risingSections: 2,
  provenCompletion: 50,
  topCompletion: 75,
  eliteCompletion: 100,
} as const;

const HIGH_ATTAINMENT = toHundredths(LEVEL_RULES.highAttainmentPercent)!;
const BIG_DEAL = toHundredths(LEVEL_RULES.bigDealArr)!;

/** The rows the rules read (API rows fit: only these fields are used). */
export type PortfolioSnapshot = {
  quotaRecords: readonly { attainmentPercent: string; isVerified: boolean }[];
  dealHighlights: readonly { arrValue: string | null }[];
  experiences: readonly unknown[];
  executives: readonly { isTextingBasis: boolean }[];
  achievements: readonly unknown[];
};

export type LevelFacts = {
  counts: SectionCounts;
  completion: number;
  recordsAboveHighAttainment: number;
  averageAboveHighAttainment: boolean;
  hasBigDeal: boolean;
  hasTextingExecutive: boolean;
  hasVerifiedQuota: boolean;
};

const hundredths = (value: string | null | undefined) => (value ? toHundredths(value) : undefined);

function attainmentHundredths(records: PortfolioSnapshot["quotaRecords"]): bigint[] {
  return records.map((r) => hundredths(r.attainmentPercent)).filter((v): v is bigint => v !== undefined);
}

/** The mean attainment percent of the records, to two decimals ("123.45"), or undefined without records. */
export function averageAttainmentPercent(records: PortfolioSnapshot["quotaRecords"]): string | undefined {
  const values = attainmentHundredths(records);
  if (values.length === 0) return undefined;
  const sum = values.reduce((a, b) => a + b, 0n);
  return divideRounded(sum, BigInt(values.length) * 100n, 2);
}

export function sectionCounts(snapshot: PortfolioSnapshot): SectionCounts {
  return {
    quota: snapshot.quotaRecords.length,
    deals: snapshot.dealHighlights.length,
    experience: snapshot.experiences.length,
    executiveCircle: snapshot.executives.length,
    achievements: snapshot.achievements.length,
  };
}

export function levelFacts(snapshot: PortfolioSnapshot): LevelFacts {
  const counts = sectionCounts(snapshot);
  const percents = attainmentHundredths(snapshot.quotaRecords);
  const sum = percents.reduce((a, b) => a + b, 0n);
  return {
    counts,
    completion: completionPercent(counts),
    recordsAboveHighAttainment: percents.filter((p) => p > HIGH_ATTAINMENT).length,
    // mean > 120 ⇔ sum > 120 × n: exact, no rounding of the mean.
    averageAboveHighAttainment: percents.length > 0 && sum > HIGH_ATTAINMENT * BigInt(percents.length),
    hasBigDeal: snapshot.dealHighlights.some((d) => (hundredths(d.arrValue) ?? -1n) >= BIG_DEAL),
    hasTextingExecutive: snapshot.executives.some((e) => e.isTextingBasis),
    hasVerifiedQuota: snapshot.quotaRecords.some((r) => r.isVerified),
  };
}

export type LevelOptions = {
  /** The user's plan: a hint that needs more deal stories than the plan allows says so. */
  tier?: PlanTier;
};

type Requirement = { met: boolean; missing: string };

const plural = (n: number, one: string, many: string) => `${n} more ${n === 1 ? one : many}`;

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function completionRequirement(facts: LevelFacts, target: number): Requirement {
  const add = sectionsToReach(facts.counts, target);
  const gain = add.reduce((sum, w) => sum + w.weight, 0);
  return {
    met: facts.completion >= target,
    missing: `Reach ${target}% completion: add ${joinAnd(add.map((w) => w.oneItem))} (+${gain}%)`,
  };
}

function highAttainmentRequirement(facts: LevelFacts): Requirement {
  const need = LEVEL_RULES.highAttainmentRecords - facts.recordsAboveHighAttainment;
  return {
    met: need <= 0,
    missing: `Add ${plural(need, "quota record", "quota records")} above ${LEVEL_RULES.highAttainmentPercent}% attainment`,
  };
}

function dealsRequirement(facts: LevelFacts, options: LevelOptions): Requirement {
  const need = LEVEL_RULES.deals - facts.counts.deals;
  const limit = options.tier ? PLANS[options.tier].limits.dealHighlights : null;
  const planNote =
    options.tier && limit !== null && limit < LEVEL_RULES.deals
      ? ` (the ${PLANS[options.tier].name} plan includes ${limit}: upgrade to ${PLANS.pro.name} for more)`
      : "";
  return { met: need <= 0, missing: `Add ${plural(need, "deal story", "deal stories")}${planNote}` };
}

const texting = (facts: LevelFacts): Requirement => ({
  met: facts.hasTextingExecutive,
  missing: "Add an executive you are on a texting basis with",
});

/** What each level asks for, all of which must hold. */
function requirements(level: LevelName, facts: LevelFacts, options: LevelOptions): Requirement[] {
  switch (level) {
    case "Elite": {
      const empty = COMPLETION_WEIGHTS.filter((w) => facts.counts[w.section] === 0);
      return [
        {
          met: facts.completion >= LEVEL_RULES.eliteCompletion,
          missing: `Complete every section: add ${joinAnd(empty.map((w) => w.oneItem))}`,
        },
        highAttainmentRequirement(facts),
        dealsRequirement(facts, options),
        texting(facts),
      ];
    }
    case "Top Performer":
      return [
        completionRequirement(facts, LEVEL_RULES.topCompletion),
        highAttainmentRequirement(facts),
        dealsRequirement(facts, options),
      ];
    case "Proven Rep":
      return [
        completionRequirement(facts, LEVEL_RULES.provenCompletion),
        {
          met: facts.averageAboveHighAttainment || facts.hasBigDeal,
          missing: `Add a deal story with ARR of ${formatMoney(LEVEL_RULES.bigDealArr)} or more, or lift your average quota attainment above ${LEVEL_RULES.highAttainmentPercent}%`,
        },
        {
          met: facts.hasTextingExecutive || facts.hasVerifiedQuota,
          missing: "Add an executive you are on a texting basis with, or get a quota record verified",
        },
      ];
    case "Rising Talent": {
      const need = LEVEL_RULES.risingSections - filledSections(facts.counts).length;
      const suggestions = COMPLETION_WEIGHTS.filter((w) => facts.counts[w.section] === 0)
        .sort((a, b) => b.weight - a.weight)
        .slice(0, Math.max(need, 0));
      return [
        {
          met: need <= 0,
          missing: `Fill ${plural(need, "section", "sections")}, for example add ${joinAnd(suggestions.map((w) => w.oneItem))}`,
        },
      ];
    }
    case "Builder":
      return [];
  }
}

export type LevelResult = {
  name: LevelName;
  label: string;
  completion: number;
  /** The next level up, or null at the top. */
  next: { name: LevelName; label: string } | null;
  /** What the next level still needs, one sentence each. */
  missing: string[];
  /** One line for the badge: the next level and what it needs. */
  hint: string;
};

export function levelFromFacts(facts: LevelFacts, options: LevelOptions = {}): LevelResult {
  const index = LEVEL_NAMES.findLastIndex((level) => requirements(level, facts, options).every((r) => r.met));
  const name = LEVEL_NAMES[index] ?? "Builder";
  const nextName = LEVEL_NAMES[index + 1];
  if (!nextName) {
    return {
      name,
      label: LEVEL_LABELS[name],
      completion: facts.completion,
      next: null,
      missing: [],
      hint: "You have reached the highest level.",
    };
  }
  const missing = requirements(nextName, facts, options)
    .filter((r) => !r.met)
    .map((r) => r.missing);
  return {
    name,
    label: LEVEL_LABELS[name],
    completion: facts.completion,
    next: { name: nextName, label: LEVEL_LABELS[nextName] },
    missing,
    hint: `Next: ${LEVEL_LABELS[nextName]}. ${missing.map((m) => `${m}.`).join(" ")}`,
  };
}

export function portfolioLevel(snapshot: PortfolioSnapshot, options: LevelOptions = {}): LevelResult {
  return levelFromFacts(levelFacts(snapshot), options);
}

export function isLevelName(value: unknown): value is LevelName {
  return typeof value === "string" && (LEVEL_NAMES as readonly string[]).includes(value);
}

/** True when `to` ranks above `from` (an unknown or missing `from` ranks below everything). */
export function isLevelUp(from: string | null | undefined, to: LevelName): boolean {
  const before = isLevelName(from) ? LEVEL_NAMES.indexOf(from) : -1;
  return LEVEL_NAMES.indexOf(to) > before;
}

// The talent network's rules, shared by the server, the rep's preview and the recruiter's pages: the consent notice,
// the choices a listing offers, and the facts recruiters see, computed from what is verified. Never pay: no OTE,
// commission, salary or W-2 figure is read, shown or filterable here (pay-history bans).
import { BENCHMARK_MIN_LEVEL } from "@/lib/assurance";

/** The notice a rep accepts to be listed; its version is stored with the consent. Change both together. */
export const TALENT_CONSENT_VERSION = "2026-11";
export const TALENT_CONSENT_NOTICE =
  "List me in the QuotaProof talent network. Recruiters in Enterprise organisations may see my verified facts " +
  "(attainment bands, verified periods and items, years in quota-carrying roles, verified awards, deal-size band) " +
  "with my headline, location and preferences, never my name, e-mail, employer or pay. They can contact me only " +
  "through QuotaProof, and only I decide whether they get my contact address. I can turn this off at any time.";

export const TALENT_SEGMENTS = ["smb", "mid_market", "enterprise", "strategic"] as const;
export type TalentSegment = (typeof TALENT_SEGMENTS)[number];
export const TALENT_SEGMENT_LABELS: Record<TalentSegment, string> = {
  smb: "SMB",
  mid_market: "Mid-market",
  enterprise: "Enterprise",
  strategic: "Strategic",
};

export const TALENT_WORK_MODES = ["remote", "hybrid", "onsite"] as const;
export type TalentWorkMode = (typeof TALENT_WORK_MODES)[number];
export const TALENT_WORK_MODE_LABELS: Record<TalentWorkMode, string> = {
  remote: "Remote",
  hybrid: "Hybrid",
  onsite: "On-site",
};

/** Attainment bands, best first: a recruiter sees the band, never the figure. */
const ATTAINMENT_BANDS = [
  { floor: 150, label: ">= 150%" },
  { floor: 120, label: ">= 120%" },
  { floor: 100, label: "100-119%" },
  { floor: 80, label: "80-99%" },
  { floor: 0, label: "< 80%" },
] as const;

/**
 * The minimums a recruiter may search by: the bands' floors, lowest first. A finer minimum (131%, then 132%...) would
 * narrow a rep's band down to the figure the card never shows.
 */
export const TALENT_ATTAINMENT_FLOORS: readonly number[] = ATTAINMENT_BANDS.map((b) => b.floor).reverse();

export function attainmentBand(percent: number): string {
  return ATTAINMENT_BANDS.find((b) => percent >= b.floor)!.label;
}

const DEAL_BANDS = [
  { floor: 1_000_000, label: "$1M+" },
  { floor: 250_000, label: "$250K-$1M" },
  { floor: 50_000, label: "$50K-$250K" },
  { floor: 0, label: "Under $50K" },
] as const;

export function dealSizeBand(amount: number): string {
  return DEAL_BANDS.find((b) => amount >= b.floor)!.label;
}

/** "$1.3M", "250K", "$80,000" → dollars; anything else → null. */
export function parseDealSize(text: string | undefined | null): number | null {
  if (!text) return null;
  const match = /\$?\s*([\d.,]+)\s*([kKmMbB])?/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ""));
  if (!Number.isFinite(value) || value <= 0) return null;
  const unit = match[2]?.toLowerCase();
  return value * (unit === "k" ? 1e3 : unit === "m" ? 1e6 : unit === "b" ? 1e9 : 1);
}

/** What a recruiter sees of a rep: the listing's own words and the computed facts. Nothing that identifies them. */
export type TalentFacts = {
  bestAttainment: number | null;
  yearBands: { year: number; band: string; verifiedPeriods: number }[];
  verifiedPeriods: number;
  verifiedItems: number;
  quotaYears: number;
  verifiedAwards: number;
  dealBand: string | null;
};

type Verified = { verification: { state: string; level?: number } };
type FactsInput = {
  quotaRecords: (Verified & { year: number; attainmentPercent: string })[];
  achievements: (Verified & { category: string; metrics: unknown })[];
  references: Verified[];
  experiences: { startDate: string | null; endDate: string | null }[];
};

/** Recognitions and organisation awards (an award lands in this category). */
const RECOGNITION_CATEGORIES = new Set(["recognition", "presidents_club"]);

/** The facts, from a portfolio whose items carry their verification (the shared page's snapshot). */
export function computeTalentFacts(portfolio: FactsInput, now = new Date()): TalentFacts {
  // The bands (attainment, deal size) rest on level 2 and up only: a vetted employer domain or the employer itself,
  // never a reviewer's look alone. The counts of verified items and awards take every verified item.
  const banded = (v: Verified["verification"]) => v.state === "verified" && (v.level ?? 0) >= BENCHMARK_MIN_LEVEL;
  const verified = (v: Verified["verification"]) => v.state === "verified";
  const verifiedRecords = portfolio.quotaRecords.filter((r) => banded(r.verification));
  const byYear = new Map<number, { best: number; periods: number }>();
  for (const record of verifiedRecords) {
    const percent = Number(record.attainmentPercent) || 0;
    const year = byYear.get(record.year) ?? { best: 0, periods: 0 };
    byYear.set(record.year, { best: Math.max(year.best, percent), periods: year.periods + 1 });
  }
  const verifiedAchievements = portfolio.achievements.filter((a) => verified(a.verification));
  const dealSizes = verifiedAchievements
    .filter((a) => banded(a.verification))
    .filter((a) => !RECOGNITION_CATEGORIES.has(a.category))
    .map((a) => {
      const metrics = (a.metrics ?? {}) as Record<string, unknown>;
      const size = metrics.dealSize ?? metrics.dealValue ?? metrics.revenue;
      return parseDealSize(typeof size === "number" ? String(size) : (size as string | undefined));
    })
    .filter((n): n is number => n !== null);
  const best = verifiedRecords.length ? Math.max(...[...byYear.values()].map((y) => y.best)) : null;
  return {
    bestAttainment: best,
    yearBands: [...byYear]
      .sort(([a], [b]) => b - a)
      .map(([year, y]) => ({ year, band: attainmentBand(y.best), verifiedPeriods: y.periods })),
    verifiedPeriods: verifiedRecords.length,
    verifiedItems:
      verifiedRecords.length +
      verifiedAchievements.length +
      portfolio.references.filter((r) => verified(r.verification)).length,
    quotaYears: quotaCarryingYears(portfolio.experiences, now),
    verifiedAwards: verifiedAchievements.filter((a) => RECOGNITION_CATEGORIES.has(a.category)).length,
    dealBand: dealSizes.length ? dealSizeBand(Math.max(...dealSizes)) : null,
  };
}

/** Years covered by the rep's sales roles, overlaps counted once, to one decimal. */
export function quotaCarryingYears(roles: FactsInput["experiences"], now = new Date()): number {
  const spans = roles
    .filter((r) => r.startDate)
    .map((r) => [Date.parse(r.startDate!), r.endDate ? Date.parse(r.endDate) : now.getTime()] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [open, close] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [start, end] of spans) {
    if (start > close) {
      if (close > open) total += close - open;
      [open, close] = [start, end];
    } else close = Math.max(close, end);
  }
  if (close > open) total += close - open;
  return Math.round((total / (365.25 * 24 * 3600 * 1000)) * 10) / 10;
}

/**
 * One rep as a recruiter sees them, in a search result, on a card and in the rep's own preview: the listing's words
 * and the computed facts under an opaque id. No name, e-mail, employer, share link or pay.
 */
export type TalentCard = {
  profileId: string;
  headline: string | null;
  location: string | null;
  segments: TalentSegment[];
  openTo: string[];
  workModes: TalentWorkMode[];
  /** Per verified year, newest first: { year, band, verifiedPeriods, label: ">= 120%, verified" }. */
  attainment: { year: number; band: string; verifiedPeriods: number; label: string }[];
  verifiedPeriods: number;
  verifiedItems: number;
  quotaYears: number;
  verifiedAwards: number;
  dealSizeBand: string | null;
};

/**
 * Key fragments no talent response may carry, checked by the tests on every key of every answer: pay-history bans
 * forbid showing or filtering on pay.
 */
export const PAY_KEY_PATTERN = /ote|commission|salary|compensation|w2|w-2|payroll|bonus|earning|wage|\bpay/i;

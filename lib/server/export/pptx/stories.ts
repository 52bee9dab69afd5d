// What an achievement, deal or job slide says, as data: eyebrow, title, meta line, verification, metric tiles and the
// flowing text (body paragraphs under headings). story-slides.ts lays it out over as many slides as it needs.
import { categoryLabel } from "@/lib/achievement-category";
import { dealSourceLine } from "@/lib/deal-format";
import { formatDealValue } from "@/lib/deal-source";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import type { Verification } from "@/lib/verification";
import { cleanText, type FlowBlock } from "../deck-text";
import { codeOf, type VerifyCode, type VerifyCodes } from "../qr-code";
import type { SnapshotAchievement, SnapshotDeal, SnapshotExperience } from "../snapshot";
import type { Tile } from "./theme";

export type Story = {
  eyebrow: string;
  title: string;
  meta: string | null;
  verification: Verification | null;
  /** A verified item's verify page, shown as a code and its address in the right-hand column of the first slide. */
  verify: VerifyCode | null;
  tiles: Tile[];
  flow: FlowBlock[];
};

export function achievementStory(achievement: SnapshotAchievement, codes: VerifyCodes): Story {
  const category = categoryLabel(achievement.category);
  const meta = [
    achievement.timeframe,
    achievement.dateReceived ? formatDate(achievement.dateReceived) : null,
    achievement.tags.join(", "),
  ]
    .map((v) => cleanText(v ?? ""))
    .filter(Boolean)
    .join(" · ");
  const metrics = Object.entries(achievement.metrics ?? {})
    .filter(([, value]) => cleanText(String(value)) !== "")
    .map(([key, value]) => ({ label: METRIC_LABELS[key] ?? humanize(key), value: metricValue(key, String(value)) }));
  return {
    eyebrow: `ACHIEVEMENT · ${category.toUpperCase()}`,
    title: achievement.title,
    meta: meta || null,
    verification: achievement.verification,
    verify: codeOf(codes, achievement) ?? null,
    tiles: metrics,
    flow: [
      { kind: "body", text: achievement.aiEnhanced?.trim() || achievement.description },
      ...section("Impact", achievement.impact),
      ...section("Customer story", achievement.customerStory),
    ],
  };
}

export function dealStory(deal: SnapshotDeal): Story {
  const stakeholders = deal.stakeholders.map((s) => [s.name, s.salesCycleRole].filter(Boolean).join(", ")).join("; ");
  return {
    eyebrow: "DEAL WIN",
    title: deal.title,
    // Provenance in the meta line; the verification slot stays empty (an import is not a verification).
    meta: deal.source ? cleanText(dealSourceLine(deal.source)) : null,
    verification: null,
    verify: null,
    tiles: [
      ...(deal.arrValue ? [{ label: "ARR", value: formatDealValue(deal.arrValue, deal.arrCurrency) }] : []),
      ...(deal.cycleLength ? [{ label: "Sales cycle", value: `${deal.cycleLength} days` }] : []),
      ...(deal.revenueImpact ? [{ label: "Revenue impact", value: deal.revenueImpact }] : []),
    ],
    flow: [
      { kind: "body", text: deal.description },
      ...section("Why change", deal.whyChange),
      ...section("Why now", deal.whyNow),
      ...section("Why us", deal.whyUs),
      ...section("Competition", deal.competition),
      ...section("Stakeholders", stakeholders),
    ],
  };
}

/** A job: what the rep did there, with the dates and place the portfolio holds (nothing shown for what it lacks). */
export function experienceStory(experience: SnapshotExperience): Story {
  const { startDate, endDate } = experience;
  const dates = startDate ? `${formatDate(startDate)} – ${endDate ? formatDate(endDate) : "present"}` : null;
  const meta = [experience.company, dates ?? experience.duration, experience.location]
    .map((v) => cleanText(v ?? ""))
    .filter(Boolean)
    .join(" · ");
  return {
    eyebrow: "EXPERIENCE",
    title: experience.role,
    meta: meta || null,
    verification: null,
    verify: null,
    tiles: [],
    flow: [
      ...(experience.description?.trim() ? [{ kind: "body" as const, text: experience.description }] : []),
      ...section("Achievements", experience.achievements),
    ],
  };
}

const section = (heading: string, body: string | null | undefined): FlowBlock[] =>
  body?.trim()
    ? [
        { kind: "heading", text: heading },
        { kind: "body", text: body },
      ]
    : [];

const METRIC_LABELS: Record<string, string> = {
  dealValue: "Deal value",
  revenue: "Revenue",
  seats: "Seats",
  teamSize: "Team size",
  salesCycle: "Sales cycle",
  timeframe: "Timeframe",
  quotaAttainment: "Quota attainment",
};

/** Amounts typed by hand ("250000", "$250,000") read as $250K; anything else as written. */
function metricValue(key: string, value: string): string {
  const number = value.replace(/[$,%\s]/g, "");
  const numeric = number !== "" && Number.isFinite(Number(number));
  if (numeric && (key === "dealValue" || key === "revenue")) return formatMoney(number);
  if (numeric && key === "quotaAttainment") return formatPercent(number);
  return cleanText(value);
}

/** "salesCycle" / "sales_cycle" → "Sales cycle". */
function humanize(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// What each card of the report says, as data: the card component draws it and the sheet planner
// measures it, so both always agree on the text. Achievements, deals, experience and references all
// become the same shape.
import { dealSourceLine } from "@/lib/deal-format";
import { formatDealValue } from "@/lib/deal-source";
import { categoryLabel } from "@/lib/achievement-category";
import { achievementMetricChips } from "@/lib/achievement-metrics";
import { formatDate } from "@/lib/format";
import { moreLabel, OPEN_ITEMS, splitOpen } from "@/lib/open-items";
import { ACHIEVEMENT_TEMPLATES } from "@/lib/templates";
import { verificationText, type Verification } from "@/lib/verification";
import { codeOf, type VerifyCode, type VerifyCodes } from "../qr-code";
import type {
  PortfolioSnapshot,
  SnapshotAchievement,
  SnapshotDeal,
  SnapshotExperience,
  SnapshotKudos,
  SnapshotReference,
} from "../snapshot";
import { colors } from "./theme";

export type BodyPart = { label?: string; text: string | null | undefined };

export type CardContent = {
  key: string;
  /** Small capitals over the title: the category, a date. */
  kicker?: string;
  title: string;
  subtitle?: string;
  /** A headline figure on the right, e.g. a deal's ARR. */
  figure?: { value: string; label: string };
  verification?: Verification;
  /** A verified item's verify page: its address under the badge, its QR code beside the header. */
  verify?: VerifyCode;
  /** Metrics and facts, shown on one shaded strip. */
  chips: string[];
  body: BodyPart[];
  accent: string;
};

/** An older item in one line: its title, its facts (category, date) and how it was verified. */
export type DigestRow = {
  key: string;
  title: string;
  facts: string;
  verification: Verification;
  /** A verified item's verify page, linked from its verification (no QR code: it would not fit a line). */
  verifyUrl?: string;
};

/** The section's older items listed after its cards, under a label ("490 more achievements"). */
export type Digest = { label: string; rows: DigestRow[] };

export type Section = { title: string; note: string; cards: CardContent[]; digest?: Digest };

/** The user's text split at line breaks; blank lines and stray spaces dropped. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** lib/verification.ts wording, with the date's spaces made non-breaking so "Nov 23, 2026" never splits over two lines. */
export function verificationLine(verification: Verification): string {
  return verificationText(verification).replace(/([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/, "$1\u00a0$2,\u00a0$3");
}

/** The words before a verify page's address. */
export const VERIFY_LABEL = "Verify: ";

/** Between the items of a metrics strip. */
export const CHIP_SEPARATOR = "   ·   ";

/** The cover's strip of facts from the About Me profile. */
export function profileFacts(about: NonNullable<PortfolioSnapshot["about"]>): string[] {
  return [
    ...about.careerHighlights,
    ...about.certifications.map((c) => `Certified: ${c}`),
    ...(about.industryExpertise.length ? [`Expertise: ${about.industryExpertise.join(", ")}`] : []),
    ...(about.languages.length ? [`Languages: ${about.languages.join(", ")}`] : []),
  ];
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Metric keys the chips already show (lib/achievement-metrics.ts). */
const CHIP_METRICS = new Set([
  "dealValue",
  "revenue",
  "seats",
  "teamSize",
  "salesCycle",
  "timeframe",
  "quotaAttainment",
]);

const TEMPLATE_FIELD_LABELS = new Map(
  ACHIEVEMENT_TEMPLATES.flatMap((t) => t.fields.map((f) => [f.name, f.label] as const)),
);

/** "accountName" → the template's label ("Account name"), else the words of the key. */
function metricLabel(key: string): string {
  const label = TEMPLATE_FIELD_LABELS.get(key);
  if (label) return label;
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function metricTexts(achievement: SnapshotAchievement): string[] {
  const chips = achievementMetricChips(achievement).map((chip) => chip.text);
  const others = Object.entries(achievement.metrics ?? {})
    .filter(([key, value]) => !CHIP_METRICS.has(key) && String(value).trim() !== "")
    .map(([key, value]) => `${metricLabel(key)}: ${String(value)}`);
  return [...chips, ...others];
}

const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(" · ");

export function achievementCard(a: SnapshotAchievement, codes: VerifyCodes): CardContent {
  return {
    key: `achievement-${a.id}`,
    kicker: joined([categoryLabel(a.category), a.dateReceived && `Received ${formatDate(a.dateReceived)}`]),
    title: a.title,
    verification: a.verification,
    verify: codeOf(codes, a),
    chips: metricTexts(a),
    body: [
      // The AI-enhanced wording when the rep kept one: it is the version they chose to show.
      { text: a.aiEnhanced?.trim() || a.description },
      { label: "Challenge", text: a.challenges },
      { label: "Solution", text: a.solution },
      { label: "Impact", text: a.impact },
      { label: "Customer story", text: a.customerStory },
      { text: a.tags.map((t) => `#${t}`).join("  ") },
    ],
    accent: colors.primary,
  };
}

export function dealCard(d: SnapshotDeal): CardContent {
  return {
    key: `deal-${d.id}`,
    kicker: "Deal win story",
    title: d.title,
    // An import's source goes on a line of its own in the subtitle's grey, never near the Verified badge's colour.
    subtitle:
      [
        d.source && dealSourceLine(d.source),
        joined([
          d.cycleLength !== null && `${plural(d.cycleLength, "day", "days")} sales cycle`,
          d.competition && `Competition: ${d.competition}`,
        ]),
      ]
        .filter(Boolean)
        .join("\n") || undefined,
    figure: d.arrValue ? { value: formatDealValue(d.arrValue, d.arrCurrency), label: "ARR" } : undefined,
    chips: d.stakeholders.map((s) => `${s.name}, ${s.salesCycleRole}`),
    body: [
      { text: d.description },
      { label: "Why change", text: d.whyChange },
      { label: "Why now", text: d.whyNow },
      { label: "Why us", text: d.whyUs },
      { label: "Revenue impact", text: d.revenueImpact },
    ],
    accent: colors.navy,
  };
}

export function experienceCard(e: SnapshotExperience): CardContent {
  const dates = e.startDate ? `${formatDate(e.startDate)} – ${e.endDate ? formatDate(e.endDate) : "present"}` : null;
  return {
    key: `experience-${e.id}`,
    kicker: e.company,
    title: e.role,
    // An imported job may still lack its details: only what is there is printed, never an empty label.
    subtitle: joined([e.duration, dates, e.location]) || undefined,
    chips: [
      ...(e.salesProfile && e.netNewLogoPercent !== null && e.expansionPercent !== null
        ? [`${e.salesProfile}: ${e.netNewLogoPercent}% new logo, ${e.expansionPercent}% expansion`]
        : []),
      ...e.verticals,
    ],
    body: [{ text: e.description }, { label: "Achievements", text: e.achievements }],
    accent: colors.faint,
  };
}

export function referenceCard(r: SnapshotReference, codes: VerifyCodes): CardContent {
  return {
    key: `reference-${r.id}`,
    kicker: r.workingRelationship,
    title: r.referenceName,
    subtitle: joined([
      `${r.referenceTitle}, ${r.referenceCompany}`,
      r.yearsWorkedTogether !== null && `${plural(r.yearsWorkedTogether, "year", "years")} working together`,
    ]),
    verification: r.verification,
    verify: codeOf(codes, r),
    chips: [],
    body: [{ text: r.testimonial ? `“${r.testimonial.trim()}”` : null }],
    accent: colors.success,
  };
}

/** A colleague's kudos: said to be a peer endorsement in its kicker, and never given a verification or a code. */
export function kudosCard(k: SnapshotKudos): CardContent {
  return {
    key: `kudos-${k.id}`,
    kicker: "Peer endorsement · not verified",
    title: k.fromName,
    subtitle: joined([k.fromTitle && `${k.fromTitle}, ${k.orgName}`, !k.fromTitle && k.orgName, formatDate(k.date)]),
    chips: [],
    body: [{ text: `“${k.message.trim()}”` }],
    accent: colors.faint,
  };
}

/** The facts the shared page lists for an older achievement, in the same order. */
export function achievementRow(a: SnapshotAchievement, linked: boolean): DigestRow {
  const verified = linked && a.verification.state === "verified" && a.credential;
  return {
    key: `achievement-row-${a.id}`,
    title: a.title,
    facts: joined([categoryLabel(a.category), a.dateReceived && formatDate(a.dateReceived)]),
    verification: a.verification,
    verifyUrl: verified ? a.credential!.verifyUrl : undefined,
  };
}

/** The achievements a report shows as full cards (the rest are listed one per line). */
export const openAchievements = (snapshot: PortfolioSnapshot) =>
  splitOpen(snapshot.achievements, OPEN_ITEMS.achievements).open;

/** The report's card sections in order; empty ones left out. */
export function cardSections(snapshot: PortfolioSnapshot, codes: VerifyCodes): Section[] {
  const verified = snapshot.achievements.filter((a) => a.verification.state === "verified").length;
  const achievements = splitOpen(snapshot.achievements, OPEN_ITEMS.achievements);
  const sections: Section[] = [
    {
      title: "Selected achievements",
      note: `${snapshot.achievements.length} selected · ${verified} verified`,
      cards: achievements.open.map((a) => achievementCard(a, codes)),
      digest: achievements.rest.length
        ? {
            label: `Earlier: ${moreLabel(achievements.rest.length, "achievement", "achievements")}`,
            rows: achievements.rest.map((a) => achievementRow(a, snapshot.owner.verifiedBadge)),
          }
        : undefined,
    },
    {
      title: "Deal win stories",
      note: plural(snapshot.deals.length, "deal", "deals"),
      cards: snapshot.deals.map(dealCard),
    },
    {
      title: "Experience",
      note: plural(snapshot.experiences.length, "role", "roles"),
      cards: snapshot.experiences.map(experienceCard),
    },
    {
      title: "References",
      note: "Contact details on request",
      cards: snapshot.references.map((r) => referenceCard(r, codes)),
    },
    {
      title: "Kudos from colleagues",
      note: "Peer endorsements, not verified",
      cards: snapshot.kudos.map(kudosCard),
    },
  ];
  return sections.filter((s) => s.cards.length > 0);
}

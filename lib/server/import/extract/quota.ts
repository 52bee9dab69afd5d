// Quota lines in prose: "Achieved 132% of $500K quota in Q1 2023 and 118% in Q2 2023", "FY22: 118% | FY23: 127%",
// "Q2'23 — 131% attainment ($655K closed vs $500K target)". A line is cut into clauses; each clause with an
// attainment percent starts a record and the clauses around it (period, amounts) join it.
import type { Evidence } from "./confidence";
import { findMoney, findPercents, type MoneyMention } from "./numbers";
import { findPeriods } from "./periods";
import { AGGREGATE } from "./words";

export type QuotaCandidate = {
  year: number | null;
  quarter: number | null;
  attainmentPercent: string | null;
  attainment: string | null;
  quota: string | null;
  evidence: Evidence<"quotaRecord">;
};

/** Sales language: a line without these never yields a quota record (a section named Results aside). */
const QUOTA_WORDS =
  /\b(quotas?|attainment|attained|to\s+plan|of\s+plan|vs\.?\s+plan|plan|targets?|president['’]?s\s+club|club|ranked|FY\s?['’]?\d{2,4}|Q[1-4])\b/i;
/** Words that make a percentage an attainment when they sit right next to it. */
const ATTAINMENT_NEAR_AFTER =
  /^\s*(?:(?:of|to|vs\.?|against)\s+(?:[\w$.,'’-]+\s+){0,3}?(?:quotas?|plans?|targets?|goals?)\b|(?:quota\s+)?attainment\b|(?:to\s+)?quota\b)/i;
const ATTAINMENT_NEAR_BEFORE = /\b(?:quota|attainment|attained|plan|target|goal)\b[^.;]{0,25}$/i;
/** Percentages that measure something other than attainment. */
const OTHER_PERCENT =
  /\b(growth|grew|grow|increase[sd]?|decrease[sd]?|yoy|year[- ]over[- ]year|win\s+rate|conversion|margin|discount|retention|churn|faster|shorter|reduc\w*|improv\w*|pipeline|nrr|grr|renewal\s+rate|market\s+share|adoption|cagr|utili[sz]ation|response\s+rate|open\s+rate|reply\s+rate|satisfaction|csat|nps|ratings?|scores?|of\s+(?:the\s+)?(?:team|reps|sellers|company|AEs|org\w*|workforce|accounts|customers))\b/i;
const RANK_BEFORE = /\b(top|bottom)\s*$/i;
/** "beat target by over 30%": a margin over the goal, not the attainment itself. */
const MARGIN_BEFORE = /\bby\s+(?:over\s+|more\s+than\s+|nearly\s+|almost\s+|about\s+|roughly\s+|up\s+to\s+)?$/i;
const CLAUSE_SPLIT = /\s*;\s*|\s+\|\s+|,\s+(?:and\s+)?|\s+and\s+|\s+while\s+|\s+[—–]\s+/;

const QUOTA_AFTER = /^\s*\)?\s*(?:annual\s+|quarterly\s+|annualized\s+)?(?:quota|target|plan|goal)\b/i;
const QUOTA_BEFORE = /\b(?:quota|target|plan|goal)\s*(?:of|:|was|=)?\s*(?:a\s+|an\s+)?$/i;
const ATTAINMENT_AFTER =
  /^\s*(?:in\s+)?(?:(?:new|net[- ]new)\s+)?(?:ARR\s+|ACV\s+|revenue\s+)?(?:closed|booked|bookings|attained|achieved|won|sold|delivered|closed[- ]won)\b/i;
const ATTAINMENT_BEFORE = /\b(?:closed|booked|bookings|attainment\s+of|achieved|delivered|sold)\s*(?::)?\s*(?:a\s+)?$/i;

/**
 * The quota records a line states. `quotaContext` is true in a quota section, where a bare "2021: 118%" is a
 * quota figure; elsewhere a percentage counts only next to a quota word (or as a lone "FY22: 118%").
 */
export function quotaFromLine(text: string, quotaContext: boolean): QuotaCandidate[] {
  if (!quotaContext && !QUOTA_WORDS.test(text)) return [];

  const groups: string[][] = [];
  let current: string[] = [];
  let currentHasPercent = false;
  for (const clause of text.split(CLAUSE_SPLIT)) {
    const hasPercent = attainmentPercents(clause).length > 0;
    if (hasPercent && currentHasPercent) {
      groups.push(current);
      current = [];
      currentHasPercent = false;
    }
    current.push(clause);
    currentHasPercent ||= hasPercent;
  }
  groups.push(current);

  const records: QuotaCandidate[] = [];
  let lastYear: number | null = null;
  // "132% of quota in Q1 2023 and 118% in Q2": once a clause names the quota, the line's next periods are attainment too.
  let lineNamedQuota = false;
  for (const group of groups) {
    const groupText = group.join(", ");
    if (AGGREGATE.test(groupText)) continue;
    const percent = attainmentPercents(groupText)[0] ?? null;
    const money = findMoney(groupText);
    const quota = money.find((m) => roleOf(groupText, m) === "quota") ?? null;
    const attainment = money.find((m) => roleOf(groupText, m) === "attainment") ?? null;
    const period = findPeriods(groupText)[0] ?? null;

    const shortForm = percent !== null && period !== null && isShortForm(groupText, period, percent);
    // A percentage is an attainment when quota words sit next to it, in the short "FY22: 118%" form, or in a quota
    // section next to its period; "saved over 30% of AWS costs" is none of these.
    const named = percent !== null && nextToQuotaWords(groupText, percent);
    const percentCounts =
      percent !== null &&
      (named ||
        shortForm ||
        (period !== null && (lineNamedQuota || (quotaContext && isTerse(groupText, period, percent)))));
    lineNamedQuota ||= named;
    if (!percentCounts && !(quota && attainment)) continue;

    const carried = period?.year == null && period?.quarter != null && lastYear !== null;
    const year = period?.year ?? (carried ? lastYear : null);
    if (period?.year != null) lastYear = period.year;
    records.push({
      year,
      quarter: period?.quarter ?? null,
      attainmentPercent: percentCounts ? percent.value : null,
      attainment: attainment?.value ?? null,
      quota: quota?.value ?? null,
      evidence: {
        year: period?.year != null ? 1 : carried ? 0.5 : 0,
        periodType: period === null ? 0 : period.quarter !== null || period.explicitType ? 1 : 0.5,
        attainmentPercent: percentCounts ? (named || lineNamedQuota ? 1 : 0.5) : 0,
        quota: quota ? 1 : 0,
        attainment: attainment ? 1 : 0,
      },
    });
  }
  return records;
}

function nextToQuotaWords(text: string, percent: { start: number; end: number }): boolean {
  return (
    ATTAINMENT_NEAR_AFTER.test(text.slice(percent.end, percent.end + 40)) ||
    ATTAINMENT_NEAR_BEFORE.test(text.slice(Math.max(0, percent.start - 40), percent.start))
  );
}

/** Percentages that could be attainment: not a rank ("top 5%") and not a growth, win rate or share. */
function attainmentPercents(text: string) {
  return findPercents(text).filter((p) => {
    if (RANK_BEFORE.test(text.slice(0, p.start)) || MARGIN_BEFORE.test(text.slice(0, p.start))) return false;
    const around = text.slice(Math.max(0, p.start - 30), Math.min(text.length, p.end + 30));
    return !OTHER_PERCENT.test(around);
  });
}

function roleOf(text: string, money: MoneyMention): "quota" | "attainment" | null {
  const before = text.slice(Math.max(0, money.start - 30), money.start);
  const after = text.slice(money.end, money.end + 30);
  if (QUOTA_AFTER.test(after) || QUOTA_BEFORE.test(before)) return "quota";
  if (ATTAINMENT_AFTER.test(after) || ATTAINMENT_BEFORE.test(before)) return "attainment";
  return null;
}

/** A quota section's "2021 — 104%" or "Q3 2022 104% overall": at most three words besides period and percentage. */
function isTerse(
  text: string,
  period: { start: number; end: number },
  percent: { start: number; end: number },
): boolean {
  const rest = [period, percent]
    .sort((a, b) => b.start - a.start)
    .reduce((t, cut) => `${t.slice(0, cut.start)} ${t.slice(cut.end)}`, text);
  return (rest.match(/\p{L}+/gu) ?? []).length <= 3;
}

/** "FY22: 118%" — nothing but a period and a percentage. */
function isShortForm(
  text: string,
  period: { start: number; end: number },
  percent: { start: number; end: number },
): boolean {
  const rest = [
    text.slice(0, Math.min(period.start, percent.start)),
    text.slice(Math.min(period.end, percent.end), Math.max(period.start, percent.start)),
    text.slice(Math.max(period.end, percent.end)),
  ].join(" ");
  return !/\p{L}/u.test(rest);
}

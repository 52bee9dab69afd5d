// What a recognition nudge says, from one member's employer-level facts alone: near the end of a period (the last
// NUDGE_WINDOW_DAYS days), their verified attainment so far and the rules of the period they have not earned yet,
// each with what reaching it takes. Pure: lib/server/recognition/nudges.ts loads the facts and sends the e-mails.
//
// Only rules a member can still move this period are nudged: attainment_at_least and streak (top_percent and
// largest_deal depend on everyone else). A streak is listed only when the periods before this one already make the
// run, so reaching the threshold now completes it.
import { attainmentByPeriod, qualifiers, type AttainmentFact, type RuleShape } from "./recognition-rules";
import { periodOf, periodWindow, previousPeriod, type PeriodType } from "./recognition-periods";

/** A period is nudged about in its last this many days (today included). */
export const NUDGE_WINDOW_DAYS = 21;

/** The rule kinds a nudge speaks of. */
export const NUDGED_KINDS = ["attainment_at_least", "streak"] as const satisfies readonly RuleShape["kind"][];

/** A rule a nudge says the member can still earn this period, and what reaching it takes. */
export type NudgeTarget = {
  /** The attainment percentage that earns it. */
  threshold: number;
  ruleName: string;
  /** What else it takes, e.g. "your 4th quarter in a row" for a streak; null for none. */
  note: string | null;
};

/** The member's own standing in one period that ends soon, and the rules still open to them in it. */
export type NudgeStanding = {
  /** "2026-Q4" or "2026". */
  period: string;
  /** Days left in the period, today included (1 on its last day). */
  daysLeft: number;
  /** The member's verified attainment in the period (percent), or null when no verified figure is in yet. */
  attainment: number | null;
  targets: NudgeTarget[];
};

const DAY_MS = 86_400_000;
const startOfDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** The Monday (UTC) of the ISO week `now` falls in: a member gets at most one nudge per organisation and week. */
export function nudgeWeek(now: Date): string {
  const today = startOfDay(now);
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return new Date(today - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Days left in the period `now` falls in, today included (UTC): 1 on its last day. */
export function daysLeftIn(period: string, now: Date): number {
  const window = periodWindow(period);
  if (!window) return 0;
  return Math.round((Date.parse(`${window.to}T00:00:00Z`) - startOfDay(now)) / DAY_MS) + 1;
}

/** The period types whose current period ends within the window: a quarter's last weeks, and the year's in Q4. */
export function dueNudgePeriodTypes(now: Date): PeriodType[] {
  return (["quarter", "year"] as const).filter((type) => daysLeftIn(periodOf(now, type), now) <= NUDGE_WINDOW_DAYS);
}

/** "2nd", "3rd", "4th", "11th", "12th", "21st". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** The streak's note when the periods before the current one already make the run; null when it cannot be done now. */
function streakNote(rule: RuleShape, periods: readonly AttainmentFact[], current: string): string | null {
  const length = Math.max(2, rule.periods ?? 2);
  const threshold = rule.threshold ?? 0;
  let key = current;
  for (let i = 1; i < length; i++) {
    key = previousPeriod(key);
    const fact = periods.find((f) => f.period === key);
    if (!fact || fact.attainment < threshold) return null;
  }
  return `your ${ordinal(length)} ${rule.periodType} in a row`;
}

/**
 * One member's standings for the nudge: for each period type of the given rules whose current period ends within
 * the window, their verified attainment there (or null) and the rules they have not earned for it that they still
 * can, lowest threshold first. Periods with nothing left to earn are left out; an empty answer means no nudge.
 * `facts` must be this member's employer-level facts only.
 */
export function nudgeStandings(
  rules: readonly RuleShape[],
  facts: readonly AttainmentFact[],
  now: Date,
): NudgeStanding[] {
  const standings = new Map<string, NudgeStanding>();
  const due = new Set(dueNudgePeriodTypes(now));
  const nudged = rules
    .filter((rule) => (NUDGED_KINDS as readonly string[]).includes(rule.kind) && due.has(rule.periodType))
    .sort(
      (a, b) =>
        (a.periodType === b.periodType ? 0 : a.periodType === "quarter" ? -1 : 1) ||
        (a.threshold ?? 0) - (b.threshold ?? 0) ||
        a.name.localeCompare(b.name),
    );
  for (const rule of nudged) {
    const period = periodOf(now, rule.periodType);
    if (qualifiers(rule, facts, [], now).some((q) => q.period === period)) continue;
    const periods = attainmentByPeriod(facts, rule.periodType);
    let note: string | null = null;
    if (rule.kind === "streak") {
      note = streakNote(rule, periods, period);
      if (note === null) continue;
    }
    const standing = standings.get(period) ?? {
      period,
      daysLeft: daysLeftIn(period, now),
      attainment: periods.find((f) => f.period === period)?.attainment ?? null,
      targets: [],
    };
    standing.targets.push({ threshold: rule.threshold ?? 0, ruleName: rule.name, note });
    standings.set(period, standing);
  }
  return [...standings.values()];
}

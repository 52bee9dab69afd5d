// Who a recognition rule recognises, from employer-level facts alone. Pure: the engine (lib/server/recognition)
// loads the facts and issues or revokes the difference; the preview shows the same answer without issuing.
//
// - attainment_at_least: every period of the rule's type at or above the threshold.
// - streak: a period that ends a run of `periods` consecutive periods all at or above the threshold (a run that goes
//   on earns it again for each further period).
// - top_percent: for a closed period, the top N% of the scope by attainment (at least one rep; a tie at the cut-off
//   takes everyone tied).
// - largest_deal: for a closed period, the owner(s) of the biggest of the employer's closed-won deals in the scope,
//   compared in the currency most of that period's deals are in.
// A year counts from the employer's year record, or else from four quarter records in one currency.
import { isClosedPeriod, periodName, periodOf, periodTypeOf, previousPeriod } from "./recognition-periods";
import { periodKey } from "./employer-figures";

export const RULE_KINDS = ["attainment_at_least", "streak", "top_percent", "largest_deal"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export type RuleShape = {
  id: number;
  name: string;
  kind: RuleKind;
  threshold: number | null;
  periods: number | null;
  periodType: "quarter" | "year";
};

export type AttainmentFact = {
  userId: number;
  period: string;
  year: number;
  quarter: number | null;
  quota: number;
  closed: number;
  attainment: number;
  currency: string;
};

export type DealFactShape = {
  userId: number;
  dealId: string;
  name: string;
  amount: number;
  currency: string;
  closeDate: string;
};

export type Qualifier = { userId: number; period: string; detail: string };

const pct = (n: number) => `${n.toFixed(2).replace(/\.00$/, "")}%`;

/** Attainment per rep and period of the type: year records, else four quarters in one currency. */
export function attainmentByPeriod(facts: readonly AttainmentFact[], type: "quarter" | "year"): AttainmentFact[] {
  const own = facts.filter((f) => periodTypeOf(f.period) === type);
  if (type === "quarter") return own;
  const held = new Set(own.map((f) => `${f.userId}|${f.period}`));
  const quarters = new Map<string, AttainmentFact[]>();
  for (const f of facts) {
    if (f.quarter === null) continue;
    const key = `${f.userId}|${f.year}`;
    if (!held.has(key)) quarters.set(key, [...(quarters.get(key) ?? []), f]);
  }
  const derived: AttainmentFact[] = [];
  for (const list of quarters.values()) {
    if (list.length !== 4 || new Set(list.map((f) => f.currency)).size !== 1) continue;
    const quota = list.reduce((sum, f) => sum + f.quota, 0);
    const closed = list.reduce((sum, f) => sum + f.closed, 0);
    if (quota <= 0) continue;
    const { userId, year, currency } = list[0]!;
    const attainment = Math.round((closed / quota) * 10_000) / 100;
    derived.push({ userId, period: periodKey(year, null), year, quarter: null, quota, closed, attainment, currency });
  }
  return [...own, ...derived];
}

/** The reps and periods the rule recognises, for the members in its scope. */
export function qualifiers(
  rule: RuleShape,
  facts: readonly AttainmentFact[],
  deals: readonly DealFactShape[],
  now = new Date(),
): Qualifier[] {
  const periods = attainmentByPeriod(facts, rule.periodType);
  const threshold = rule.threshold ?? 0;
  switch (rule.kind) {
    case "attainment_at_least":
      return periods
        .filter((f) => f.attainment >= threshold)
        .map((f) => ({
          userId: f.userId,
          period: f.period,
          detail: `${pct(f.attainment)} of quota in ${periodName(f.period)}`,
        }));
    case "streak":
      return streaks(periods, threshold, Math.max(2, rule.periods ?? 2));
    case "top_percent":
      return topPercent(periods, threshold, now);
    case "largest_deal":
      return largestDeals(deals, rule.periodType, now);
  }
}

function streaks(periods: readonly AttainmentFact[], threshold: number, length: number): Qualifier[] {
  const met = new Set(periods.filter((f) => f.attainment >= threshold).map((f) => `${f.userId}|${f.period}`));
  const out: Qualifier[] = [];
  for (const f of periods) {
    let key = f.period;
    let run = 0;
    while (run < length && met.has(`${f.userId}|${key}`)) {
      run++;
      key = previousPeriod(key);
    }
    if (run === length) {
      const first = periodName(previousPeriodTimes(f.period, length - 1));
      out.push({
        userId: f.userId,
        period: f.period,
        detail: `${length} periods in a row at ${pct(threshold)} or more (${first} to ${periodName(f.period)})`,
      });
    }
  }
  return out;
}

function previousPeriodTimes(key: string, times: number): string {
  let out = key;
  for (let i = 0; i < times; i++) out = previousPeriod(out);
  return out;
}

function topPercent(periods: readonly AttainmentFact[], share: number, now: Date): Qualifier[] {
  const byPeriod = new Map<string, AttainmentFact[]>();
  for (const f of periods) {
    if (isClosedPeriod(f.period, now)) byPeriod.set(f.period, [...(byPeriod.get(f.period) ?? []), f]);
  }
  const out: Qualifier[] = [];
  for (const [period, list] of byPeriod) {
    const ranked = [...list].sort((a, b) => b.attainment - a.attainment);
    const places = Math.max(1, Math.ceil((ranked.length * Math.min(share, 100)) / 100));
    const cutOff = ranked[places - 1]!.attainment;
    for (const f of ranked) {
      if (f.attainment < cutOff) break;
      out.push({
        userId: f.userId,
        period,
        detail: `top ${pct(share)} of ${ranked.length} by attainment in ${periodName(period)} (${pct(f.attainment)})`,
      });
    }
  }
  return out;
}

function largestDeals(deals: readonly DealFactShape[], type: "quarter" | "year", now: Date): Qualifier[] {
  const byPeriod = new Map<string, DealFactShape[]>();
  for (const deal of deals) {
    const period = periodOf(new Date(`${deal.closeDate}T00:00:00Z`), type);
    if (isClosedPeriod(period, now)) byPeriod.set(period, [...(byPeriod.get(period) ?? []), deal]);
  }
  const out: Qualifier[] = [];
  for (const [period, list] of byPeriod) {
    const counts = new Map<string, number>();
    for (const d of list) counts.set(d.currency, (counts.get(d.currency) ?? 0) + 1);
    const currency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const inCurrency = list.filter((d) => d.currency === currency);
    const top = Math.max(...inCurrency.map((d) => d.amount));
    const winners = new Map<number, DealFactShape>();
    for (const d of inCurrency) if (d.amount === top && !winners.has(d.userId)) winners.set(d.userId, d);
    for (const [userId, deal] of winners) {
      const amount = `${currency} ${deal.amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
      out.push({ userId, period, detail: `the largest deal of ${periodName(period)}: ${deal.name}, ${amount}` });
    }
  }
  return out;
}

/** The window a rule reads deals in: every deal the employer kept (periods are cut from their close dates). */
export const ALL_TIME = { from: "1900-01-01", to: "2999-12-31" };

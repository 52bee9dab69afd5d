// Periods as the recognition engine counts them: a calendar quarter ("2025-Q3") or a year ("2025"), the keys the
// employer's figures use. Pure, so the forms, the engine and the tests share them.
import { parsePeriodKey, periodKey } from "./employer-figures";
import { periodLabel } from "./quota";

export type PeriodType = "quarter" | "year";

export type PeriodWindow = { key: string; from: string; to: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The first and last day of a period key (UTC calendar dates), or null for a key that is not one. */
export function periodWindow(key: string): PeriodWindow | null {
  const parsed = parsePeriodKey(key);
  if (!parsed) return null;
  const { year, quarter } = parsed;
  const startMonth = quarter ? (quarter - 1) * 3 : 0;
  const months = quarter ? 3 : 12;
  return {
    key,
    from: iso(new Date(Date.UTC(year, startMonth, 1))),
    to: iso(new Date(Date.UTC(year, startMonth + months, 0))),
  };
}

/** The key's type. */
export const periodTypeOf = (key: string): PeriodType => (key.includes("-Q") ? "quarter" : "year");

/** The period just before (same type). */
export function previousPeriod(key: string): string {
  const parsed = parsePeriodKey(key)!;
  if (!parsed.quarter) return String(parsed.year - 1);
  return parsed.quarter === 1 ? periodKey(parsed.year - 1, 4) : periodKey(parsed.year, parsed.quarter - 1);
}

/** A period is closed once its last day is over (UTC). */
export function isClosedPeriod(key: string, now = new Date()): boolean {
  const window = periodWindow(key);
  return window !== null && window.to < iso(now);
}

/** The period of the given type a day falls in. */
export function periodOf(day: Date, type: PeriodType): string {
  const year = day.getUTCFullYear();
  return type === "year" ? String(year) : periodKey(year, Math.floor(day.getUTCMonth() / 3) + 1);
}

/** Whole periods of the type inside [from, to] (ISO dates), oldest first. */
export function periodsWithin(from: string, to: string, type: PeriodType): string[] {
  const out: string[] = [];
  let key = periodOf(new Date(`${from}T00:00:00Z`), type);
  for (let guard = 0; guard < 200; guard++) {
    const window = periodWindow(key)!;
    if (window.from > to) break;
    if (window.from >= from && window.to <= to) out.push(key);
    key = nextPeriod(key);
  }
  return out;
}

/** The period just after (same type). */
export function nextPeriod(key: string): string {
  const parsed = parsePeriodKey(key)!;
  if (!parsed.quarter) return String(parsed.year + 1);
  return parsed.quarter === 4 ? periodKey(parsed.year + 1, 1) : periodKey(parsed.year, parsed.quarter + 1);
}

/** "Q3 2025" or "2025" as people write it. */
export function periodName(key: string): string {
  const parsed = parsePeriodKey(key);
  if (!parsed) return key;
  return parsed.quarter ? periodLabel(parsed.year, parsed.quarter) : String(parsed.year);
}

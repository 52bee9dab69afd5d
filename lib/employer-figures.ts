// How an employer CRM's figures become rows a QuotaProof organisation signs off: one row per seller and period that
// a quota record can hold (a calendar quarter, or a year), attainment as closed / quota to two decimals, and a flag
// wherever the figures cannot be signed as they are (currencies differ, the forecast and the won deals disagree, a
// quarter's monthly quotas are incomplete, two quotas claim one period). Pure: the sync and its tests use it alike.

/** One seller's quota and closed amount for one CRM period, as a provider's reader answers them. */
export type PeriodFigures = {
  crmUserId: string;
  start: string;
  end: string;
  periodType: "month" | "quarter" | "year";
  quota: number;
  quotaCurrency: string;
  closed: number;
  closedCurrency: string;
  wonAmount: number | null;
  sourceIds: string[];
};

/** A row to review: the seller's figures for a quarter or a year. */
export type EmployerFigureRow = {
  crmUserId: string;
  /** "2025-Q3" or "2025". */
  period: string;
  year: number;
  quarter: 1 | 2 | 3 | 4 | null;
  periodStart: string;
  periodEnd: string;
  quota: number;
  closed: number;
  currency: string;
  closedCurrency: string;
  wonAmount: number | null;
  sourceIds: string[];
  flag: string | null;
};

export type EmployerRowStatus = "new" | "signed" | "changed" | "flagged";

const toCents = (n: number) => Math.round(n * 100);
const fromCents = (n: number) => n / 100;

/** closed / quota to two decimals (1.07 is 107%); null without a quota. */
export function attainmentRatio(quota: number, closed: number): number | null {
  if (!(quota > 0)) return null;
  return Math.round((toCents(closed) / toCents(quota)) * 100) / 100;
}

/** The period key of a quarter or a year: "2025-Q3", "2025". */
export const periodKey = (year: number, quarter: number | null) => (quarter ? `${year}-Q${quarter}` : String(year));

/** `2025-Q3` → { year: 2025, quarter: 3 }; `2025` → { year: 2025, quarter: null }; anything else null. */
export function parsePeriodKey(key: string): { year: number; quarter: 1 | 2 | 3 | 4 | null } | null {
  const match = /^(\d{4})(?:-Q([1-4]))?$/.exec(key);
  if (!match) return null;
  return { year: Number(match[1]), quarter: match[2] ? (Number(match[2]) as 1 | 2 | 3 | 4) : null };
}

const money = (n: number, currency: string) =>
  `${currency} ${fromCents(toCents(n)).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function quarterOfDate(date: string): { year: number; quarter: 1 | 2 | 3 | 4 } {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4 };
}

type Group = { key: string; year: number; quarter: 1 | 2 | 3 | 4 | null; items: PeriodFigures[] };

/**
 * The CRM's periods as quota-record periods: a quarter is taken by the calendar quarter it starts in, a year by the
 * year it starts in, and months are added up into their quarter.
 */
function groupByPeriod(figures: PeriodFigures[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const f of figures) {
    const { year, quarter } = quarterOfDate(f.start);
    const q = f.periodType === "year" ? null : quarter;
    const key = periodKey(year, q);
    // Monthly and quarterly quotas of one seller are kept apart: mixing them would count a month twice.
    const groupKey = `${f.crmUserId}|${key}|${f.periodType === "month" ? "m" : "p"}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { key, year, quarter: q, items: [] }));
    group.items.push(f);
  }
  return groups;
}

function combine(group: Group): EmployerFigureRow {
  const items = [...group.items].sort((a, b) => a.start.localeCompare(b.start));
  const first = items[0]!;
  const flags: string[] = [];
  const monthly = first.periodType === "month";
  if (monthly) {
    const months = new Set(items.map((i) => i.start.slice(0, 7)));
    if (months.size !== items.length) flags.push("The CRM has more than one quota for a month of this quarter");
    else if (months.size < 3) flags.push(`The CRM has monthly quotas for ${months.size} of this quarter's 3 months`);
  } else if (items.length > 1) {
    flags.push("The CRM has more than one quota for this period");
  }
  const currencies = new Set(items.map((i) => i.quotaCurrency));
  const closedCurrencies = new Set(items.map((i) => i.closedCurrency));
  if (currencies.size > 1 || closedCurrencies.size > 1) flags.push("The CRM's figures for this period mix currencies");
  const quota = items.reduce((sum, i) => sum + toCents(i.quota), 0);
  const closed = items.reduce((sum, i) => sum + toCents(i.closed), 0);
  const won = items.every((i) => i.wonAmount !== null)
    ? items.reduce((sum, i) => sum + toCents(i.wonAmount!), 0)
    : null;
  const currency = first.quotaCurrency;
  const closedCurrency = first.closedCurrency;
  if (currency !== closedCurrency) {
    flags.push(`The quota is in ${currency} and the closed amount in ${closedCurrency}`);
  }
  if (quota <= 0) flags.push("The CRM has no quota amount for this period");
  if (won !== null && Math.abs(won - closed) > 1) {
    flags.push(
      `The forecast's closed amount (${money(fromCents(closed), closedCurrency)}) and the won deals (${money(fromCents(won), closedCurrency)}) differ`,
    );
  }
  const last = items[items.length - 1]!;
  return {
    crmUserId: first.crmUserId,
    period: group.key,
    year: group.year,
    quarter: group.quarter,
    periodStart: first.start,
    periodEnd: last.end,
    quota: fromCents(quota),
    closed: fromCents(closed),
    currency,
    closedCurrency,
    wonAmount: won === null ? null : fromCents(won),
    sourceIds: items.flatMap((i) => i.sourceIds),
    flag: flags.length > 0 ? flags.join("; ") : null,
  };
}

/**
 * The rows of a sync, one per seller and period. Where a seller has both monthly quotas and a quarterly (or yearly)
 * one for the same period, the quarterly one is the row and the months are left out.
 */
export function employerFigureRows(figures: PeriodFigures[]): EmployerFigureRow[] {
  const rows = new Map<string, EmployerFigureRow>();
  for (const group of groupByPeriod(figures).values()) {
    const row = combine(group);
    const key = `${row.crmUserId}|${row.period}`;
    const existing = rows.get(key);
    if (!existing || group.items[0]!.periodType !== "month") rows.set(key, row);
  }
  return [...rows.values()];
}

/** What a row's fingerprint covers: the seller, the period, both amounts, both currencies and the CRM records. */
export function figureFingerprintInput(provider: string, row: EmployerFigureRow): string {
  return JSON.stringify([
    provider,
    row.crmUserId,
    row.period,
    toCents(row.quota),
    toCents(row.closed),
    row.currency,
    row.closedCurrency,
    [...row.sourceIds].sort(),
  ]);
}

/** A stored row's status: flagged rows wait for the CRM; otherwise new until signed, changed once the CRM moved. */
export function employerRowStatus(row: {
  flag: string | null;
  sourceHash: string;
  signedHash: string | null;
}): EmployerRowStatus {
  if (row.flag) return "flagged";
  if (!row.signedHash) return "new";
  return row.signedHash === row.sourceHash ? "signed" : "changed";
}

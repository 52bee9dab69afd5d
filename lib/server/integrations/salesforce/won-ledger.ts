import "server-only";
// Won credit per seller, summed over any date range without rescanning the deals: each (source, seller, currency)
// keeps its credits in close-date order with running totals, so a range is two binary searches. Thousands of
// sellers times their periods stay fast. Amounts are whole cents.

/** Whose credit a won deal is: its owner's (the whole amount), or each split owner's share of one split type. */
export type WonSource = "owner" | `split:${string}`;

type Credits = { dates: string[]; totals: number[] };

/** The first index whose date is at or after `date` (`after`: strictly after). */
function bound(dates: string[], date: string, after: boolean): number {
  let [lo, hi] = [0, dates.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date || (after && dates[mid] === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function wonLedger() {
  const added = new Map<string, { date: string; cents: number }[]>();
  const currencies = new Map<string, Set<string>>();
  let credits: Map<string, Credits> | null = null;

  const index = () => {
    const built = new Map<string, Credits>();
    for (const [key, list] of added) {
      list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      const totals = [0];
      for (const entry of list) totals.push(totals.at(-1)! + entry.cents);
      built.set(key, { dates: list.map((entry) => entry.date), totals });
    }
    return built;
  };

  /** The number of credits and their total in [start, end]. */
  const range = (key: string, start: string, end: string) => {
    credits ??= index();
    const list = credits.get(key);
    if (!list) return { count: 0, total: 0 };
    const [lo, hi] = [bound(list.dates, start, false), bound(list.dates, end, true)];
    return { count: hi - lo, total: list.totals[hi]! - list.totals[lo]! };
  };

  return {
    add(source: WonSource, owner: string, currency: string, date: string, cents: number): void {
      const seller = `${source}|${owner}`;
      const key = `${seller}|${currency}`;
      let list = added.get(key);
      if (!list) added.set(key, (list = []));
      list.push({ date, cents });
      let codes = currencies.get(seller);
      if (!codes) currencies.set(seller, (codes = new Set()));
      codes.add(currency);
      credits = null;
    },

    /**
     * The owner's credit closed in [start, end] (YYYY-MM-DD, both inclusive), in `currency`. Null when some of it is
     * in another currency: a sum across currencies would mean nothing.
     */
    sum(source: WonSource, owner: string, currency: string, start: string, end: string): number | null {
      const seller = `${source}|${owner}`;
      for (const other of currencies.get(seller) ?? []) {
        if (other !== currency && range(`${seller}|${other}`, start, end).count > 0) return null;
      }
      return range(`${seller}|${currency}`, start, end).total;
    },
  };
}

export type WonLedger = ReturnType<typeof wonLedger>;

// An employer's CRM with known answers, for the Salesforce and HubSpot stand-ins alike: sellers, calendar quarters,
// one quota per seller and quarter, and won deals (some split between two sellers, some in euros), plus lost deals
// and deals of people who are not sellers. Seeded, so a test can make a different company each run or the same one
// twice; `expectedFigures` says what a sync must find, worked out here from the deals and never from a stub's answers.

import { makeRng } from "../../scripts/resume-gen/random";

export type EmployerSeller = {
  /** "s07": the seller's place in the list. */
  key: string;
  name: string;
  email: string;
  /** Salesforce User Id (18 characters). */
  sfUserId: string;
  /** HubSpot user id and owner id (two numbers, as HubSpot has them). */
  hsUserId: string;
  hsOwnerId: string;
  currency: "USD" | "EUR";
};

export type EmployerQuarter = { year: number; quarter: 1 | 2 | 3 | 4; start: string; end: string };

export type EmployerQuota = {
  id: string;
  seller: number;
  /** Index into `quarters`. */
  period: number;
  amount: number;
  currency: string;
};

export type EmployerDeal = {
  id: string;
  name: string;
  amount: number;
  currency: string;
  closeDate: string;
  owner: number;
  won: boolean;
  /** Revenue splits (percentages adding up to 100), the owner among them; null when the deal is not split. */
  splits: { seller: number; percent: number }[] | null;
};

export type EmployerCrmData = {
  domain: string;
  sellers: EmployerSeller[];
  /** CRM users who sell nothing here (an ops admin, a user at another domain). */
  others: EmployerSeller[];
  quarters: EmployerQuarter[];
  quotas: EmployerQuota[];
  deals: EmployerDeal[];
};

const cents = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** A Salesforce-shaped 18-character id: a 3-character key prefix, then the number in base 36, for any seed. */
export const salesforceId = (prefix: string, n: number) =>
  `${prefix}5g${n.toString(36).toUpperCase().padStart(10, "0")}AAA`;

function quarterOf(year: number, quarter: 1 | 2 | 3 | 4): EmployerQuarter {
  const startMonth = (quarter - 1) * 3 + 1;
  const endMonth = startMonth + 2;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return {
    year,
    quarter,
    start: `${year}-${pad(startMonth, 2)}-01`,
    end: `${year}-${pad(endMonth, 2)}-${pad(lastDay, 2)}`,
  };
}

export function employerCrmData({
  sellers = 50,
  quarters = 8,
  firstYear = 2024,
  seed = 1,
  domain = "acme-sales.example",
}: { sellers?: number; quarters?: number; firstYear?: number; seed?: number; domain?: string } = {}): EmployerCrmData {
  // The same seed makes the same company.
  const random = makeRng(seed);
  const person = (n: number, key: string, name: string, email: string): EmployerSeller => ({
    key,
    name,
    email,
    sfUserId: salesforceId("005", 1000 * seed + n),
    hsUserId: String(7_000_000 + 1000 * seed + n),
    hsOwnerId: String(90_000_000 + 1000 * seed + n),
    // Every fifth seller sells in euros: quota and deals alike.
    currency: n % 5 === 4 ? "EUR" : "USD",
  });
  const people = Array.from({ length: sellers }, (_, n) =>
    person(n, `s${pad(n, 2)}`, `Seller ${pad(n, 2)} Example`, `seller${pad(n, 2)}.${seed}@${domain}`),
  );
  const others = [
    person(sellers, "ops", "Ops Admin", `ops.${seed}@${domain}`),
    person(sellers + 1, "outsider", "Outside Agent", `agent.${seed}@partner-agency.example`),
  ];
  const periods = Array.from({ length: quarters }, (_, i) =>
    quarterOf(firstYear + Math.floor(i / 4), ((i % 4) + 1) as 1 | 2 | 3 | 4),
  );

  const quotas: EmployerQuota[] = [];
  const deals: EmployerDeal[] = [];
  let dealNumber = 0;
  const dealDate = (p: EmployerQuarter) => {
    const month = (p.quarter - 1) * 3 + random.int(1, 3);
    return `${p.year}-${pad(month, 2)}-${pad(random.int(1, 28), 2)}`;
  };
  const addDeal = (owner: number, p: EmployerQuarter, fields: Partial<EmployerDeal> = {}) => {
    dealNumber++;
    const seller = owner < people.length ? people[owner]! : others[owner - people.length]!;
    deals.push({
      id: salesforceId("006", 100_000 * seed + dealNumber),
      name: `Deal ${dealNumber} for ${seller.name}`,
      amount: cents(random.int(5_000, 400_000) + random.int(0, 99) / 100),
      currency: seller.currency,
      closeDate: dealDate(p),
      owner,
      won: true,
      splits: null,
      ...fields,
    });
  };

  periods.forEach((p, period) => {
    people.forEach((seller, s) => {
      quotas.push({
        id: salesforceId("0J9", (seed * 1000 + period) * 100_000 + s),
        seller: s,
        period,
        amount: random.int(40, 120) * 10_000,
        currency: seller.currency,
      });
      const won = random.int(0, 4);
      for (let d = 0; d < won; d++) {
        // About one won deal in eight is split 60/40 with a colleague who sells in the same currency.
        const partner = (s + 5) % people.length;
        const split = random.next() < 0.125 && partner !== s && people[partner]!.currency === seller.currency;
        addDeal(s, p, {
          splits: split
            ? [
                { seller: s, percent: 60 },
                { seller: partner, percent: 40 },
              ]
            : null,
        });
      }
      if (random.next() < 0.3) addDeal(s, p, { won: false });
    });
    // People who are not sellers here also own deals: none of them may count for anyone.
    addDeal(people.length, p);
    addDeal(people.length + 1, p);
  });
  return { domain, sellers: people, others, quarters: periods, quotas, deals };
}

/** What the seller's share of a won deal is: their split's part of it, or the whole deal without splits. */
export function creditedAmount(deal: EmployerDeal, seller: number, provider: "salesforce" | "hubspot"): number {
  if (!deal.won) return 0;
  // HubSpot counts a closed-won deal for its one owner; Salesforce's forecast counts revenue splits.
  if (provider === "hubspot" || !deal.splits) return deal.owner === seller ? deal.amount : 0;
  const split = deal.splits.find((x) => x.seller === seller);
  return split ? cents((deal.amount * split.percent) / 100) : 0;
}

export type ExpectedFigure = { quota: number; closed: number; currency: string; attainment: number };

/** What a sync must find for each seller and quarter, keyed "<email>|<year>-Q<n>". */
export function expectedFigures(
  data: EmployerCrmData,
  provider: "salesforce" | "hubspot",
): Map<string, ExpectedFigure> {
  const expected = new Map<string, ExpectedFigure>();
  for (const quota of data.quotas) {
    const seller = data.sellers[quota.seller]!;
    const p = data.quarters[quota.period]!;
    const closed = cents(
      data.deals
        .filter((d) => d.closeDate >= p.start && d.closeDate <= p.end)
        .reduce((sum, d) => sum + creditedAmount(d, quota.seller, provider), 0),
    );
    expected.set(`${seller.email}|${p.year}-Q${p.quarter}`, {
      quota: quota.amount,
      closed,
      currency: quota.currency,
      attainment: Math.round((closed / quota.amount) * 100) / 100,
    });
  }
  return expected;
}

/** The period key a sync answers: "2025-Q3". */
export const periodKey = (p: Pick<EmployerQuarter, "year" | "quarter">) => `${p.year}-Q${p.quarter}`;

// Who each rule kind recognises, on generated teams whose answers are worked out independently here: thresholds at
// the boundary, streaks broken and resumed, the top share with a tie at the cut-off, the largest deal per closed
// period in the period's main currency, and years counted from four quarters when there is no year record.
import {
  attainmentByPeriod,
  qualifiers,
  type AttainmentFact,
  type DealFactShape,
  type RuleShape,
} from "@/lib/recognition-rules";
import { isClosedPeriod, periodsWithin, periodWindow, previousPeriod } from "@/lib/recognition-periods";
import { makeRng } from "@/scripts/resume-gen/random";

const NOW = new Date("2026-11-30T12:00:00Z");

const fact = (userId: number, period: string, attainment: number, currency = "USD"): AttainmentFact => {
  const [year, q] = period.split("-Q");
  return {
    userId,
    period,
    year: Number(year),
    quarter: q ? Number(q) : null,
    quota: 100_000,
    closed: attainment * 1000,
    attainment,
    currency,
  };
};

const rule = (kind: RuleShape["kind"], extra: Partial<RuleShape> = {}): RuleShape => ({
  id: 1,
  name: "Rule",
  kind,
  threshold: 120,
  periods: null,
  periodType: "quarter",
  ...extra,
});

const keys = (list: { userId: number; period: string }[]) => list.map((q) => `${q.userId}@${q.period}`).sort();

test("periods: windows, order, closing", () => {
  expect(periodWindow("2025-Q1")).toEqual({ key: "2025-Q1", from: "2025-01-01", to: "2025-03-31" });
  expect(periodWindow("2024")).toEqual({ key: "2024", from: "2024-01-01", to: "2024-12-31" });
  expect(periodWindow("2025-Q5")).toBeNull();
  expect(previousPeriod("2025-Q1")).toBe("2024-Q4");
  expect(periodsWithin("2025-02-01", "2025-12-31", "quarter")).toEqual(["2025-Q2", "2025-Q3", "2025-Q4"]);
  expect(isClosedPeriod("2026-Q3", NOW)).toBe(true);
  expect(isClosedPeriod("2026-Q4", NOW)).toBe(false);
});

test("attainment_at_least: every period at or above the threshold, none below, on random teams", () => {
  const rng = makeRng(40);
  for (let round = 0; round < 20; round++) {
    const facts: AttainmentFact[] = [];
    const expected: string[] = [];
    for (let user = 1; user <= 30; user++) {
      for (const period of ["2025-Q1", "2025-Q2", "2025-Q3"]) {
        const attainment = rng.int(0, 20_000) / 100; // 0 to 200.00
        facts.push(fact(user, period, attainment));
        if (attainment >= 120) expected.push(`${user}@${period}`);
      }
    }
    expect(keys(qualifiers(rule("attainment_at_least"), facts, [], NOW))).toEqual(expected.sort());
  }
  // The boundary itself qualifies; a hair under does not.
  const edge = [fact(1, "2025-Q1", 120), fact(2, "2025-Q1", 119.99)];
  expect(keys(qualifiers(rule("attainment_at_least"), edge, [], NOW))).toEqual(["1@2025-Q1"]);
});

test("streak: the period that ends N in a row, again for each further one; a gap or a miss starts over", () => {
  const facts = [
    // User 1: Q1-Q4 2024 all >= 100, Q1 2025 too: streak of 3 ends at Q3, Q4 2024 and Q1 2025.
    ...["2024-Q1", "2024-Q2", "2024-Q3", "2024-Q4", "2025-Q1"].map((p) => fact(1, p, 105)),
    // User 2: a miss in the middle.
    fact(2, "2024-Q1", 130),
    fact(2, "2024-Q2", 99),
    fact(2, "2024-Q3", 130),
    fact(2, "2024-Q4", 130),
    // User 3: a missing quarter (no record) breaks the run.
    fact(3, "2024-Q1", 150),
    fact(3, "2024-Q2", 150),
    fact(3, "2024-Q4", 150),
    fact(3, "2025-Q1", 150),
  ];
  const found = qualifiers(rule("streak", { threshold: 100, periods: 3 }), facts, [], NOW);
  expect(keys(found)).toEqual(["1@2024-Q3", "1@2024-Q4", "1@2025-Q1"]);
  expect(found.find((q) => q.period === "2024-Q3")!.detail).toContain("Q1 2024 to Q3 2024");
});

test("top_percent: the top share of each closed period, everyone tied at the cut-off, at least one", () => {
  // 10 reps in 2025-Q3: top 20% is 2 places; the 2nd and 3rd are tied, so three qualify.
  const q3 = [150, 140, 140, 120, 110, 100, 90, 80, 70, 60].map((a, i) => fact(i + 1, "2025-Q3", a));
  // An open period never counts, however high.
  const open = [fact(1, "2026-Q4", 300)];
  const found = qualifiers(rule("top_percent", { threshold: 20 }), [...q3, ...open], [], NOW);
  expect(keys(found)).toEqual(["1@2025-Q3", "2@2025-Q3", "3@2025-Q3"]);
  // A share smaller than one place still recognises the top rep.
  expect(keys(qualifiers(rule("top_percent", { threshold: 1 }), q3, [], NOW))).toEqual(["1@2025-Q3"]);
});

test("largest_deal: the biggest deal of each closed period, in that period's main currency", () => {
  const deal = (userId: number, amount: number, closeDate: string, currency = "USD"): DealFactShape => ({
    userId,
    dealId: `${userId}-${amount}`,
    name: `Deal ${amount}`,
    amount,
    currency,
    closeDate,
  });
  const deals = [
    deal(1, 500_000, "2025-07-10"),
    deal(2, 750_000, "2025-08-02"),
    deal(3, 2_000_000, "2025-09-30", "JPY"), // a bigger number in a minority currency
    deal(4, 750_000, "2025-09-01"), // tied with user 2
    deal(5, 900_000, "2026-11-01"), // the current quarter: not closed
  ];
  const found = qualifiers(rule("largest_deal", { threshold: null }), [], deals, NOW);
  expect(keys(found)).toEqual(["2@2025-Q3", "4@2025-Q3"]);
  expect(found[0]!.detail).toContain("USD 750,000");
});

test("a year counts from its year record, or from four quarters in one currency", () => {
  const facts = [
    fact(1, "2024", 125),
    // User 2: four quarters averaging 122.5% (no year record).
    ...[110, 120, 130, 130].map((a, i) => fact(2, `2024-Q${i + 1}`, a)),
    // User 3: only three quarters; user 4: two currencies.
    ...[150, 150, 150].map((a, i) => fact(3, `2024-Q${i + 1}`, a)),
    ...[150, 150, 150, 150].map((a, i) => fact(4, `2024-Q${i + 1}`, a, i === 0 ? "EUR" : "USD")),
  ];
  const years = attainmentByPeriod(facts, "year");
  expect(years.map((f) => `${f.userId}:${f.attainment}`).sort()).toEqual(["1:125", "2:122.5"]);
  expect(keys(qualifiers(rule("attainment_at_least", { periodType: "year" }), facts, [], NOW))).toEqual([
    "1@2024",
    "2@2024",
  ]);
});

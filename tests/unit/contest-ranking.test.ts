// Contest ranking (competition ranks, a deterministic order for ties, members without a value last), the values it
// ranks, and the contest schema's rules on windows.
import {
  amountOver,
  attainmentOver,
  compareStandings,
  contestWinners,
  daysInWindow,
  rankStandings,
} from "@/lib/contest-ranking";
import { contestSchema } from "@/lib/validators/contests";

const entry = (userId: number, name: string, value: number | null) => ({ userId, name, value });

describe("rankStandings", () => {
  it("gives equal values one rank and the next value the rank after everyone above it (1, 1, 3)", () => {
    const ranked = rankStandings([entry(1, "Cara", 50), entry(2, "Ann", 90), entry(3, "Bea", 90), entry(4, "Dan", 10)]);
    expect(ranked.map((r) => [r.name, r.rank])).toEqual([
      ["Ann", 1],
      ["Bea", 1],
      ["Cara", 3],
      ["Dan", 4],
    ]);
  });

  it("orders a tie by full name, case and accents aside, then by user id", () => {
    const ranked = rankStandings([entry(9, "bea", 5), entry(7, "Ann", 5), entry(3, "Ann", 5), entry(4, "Álvaro", 5)]);
    expect(ranked.map((r) => r.userId)).toEqual([4, 3, 7, 9]);
    expect(new Set(ranked.map((r) => r.rank))).toEqual(new Set([1]));
  });

  it("puts members without a value last, sharing the last rank, after a value of 0", () => {
    const ranked = rankStandings([
      entry(1, "Ann", null),
      entry(2, "Bea", 0),
      entry(3, "Cara", null),
      entry(4, "Dan", 3),
    ]);
    expect(ranked.map((r) => [r.userId, r.rank])).toEqual([
      [4, 1],
      [2, 2],
      [1, 3],
      [3, 3],
    ]);
  });

  it("answers the same order whatever order the members come in", () => {
    const members = [
      entry(5, "Eve", 2),
      entry(1, "Ann", 2),
      entry(3, "Cy", null),
      entry(2, "Bo", 7),
      entry(4, "Di", 2),
    ];
    const once = rankStandings(members);
    expect(rankStandings([...members].reverse())).toEqual(once);
    expect([...members].sort(compareStandings).map((m) => m.userId)).toEqual(once.map((m) => m.userId));
  });

  it("keeps the fields it was given and answers nothing for nobody", () => {
    expect(rankStandings([{ ...entry(1, "Ann", 1), managerId: 8 }])[0]).toEqual({
      userId: 1,
      name: "Ann",
      value: 1,
      managerId: 8,
      rank: 1,
    });
    expect(rankStandings([])).toEqual([]);
  });
});

describe("contestWinners", () => {
  it("is everyone ranked first, and only with a value above 0", () => {
    const ranked = rankStandings([entry(1, "Ann", 4), entry(2, "Bea", 4), entry(3, "Cy", 1)]);
    expect(contestWinners(ranked).map((w) => w.userId)).toEqual([1, 2]);
    expect(contestWinners(rankStandings([entry(1, "Ann", 0), entry(2, "Bea", 0)]))).toEqual([]);
    expect(contestWinners(rankStandings([entry(1, "Ann", null)]))).toEqual([]);
  });
});

describe("values", () => {
  it("attainment is everything closed over everything in quota, two decimals; null without periods or quota", () => {
    expect(
      attainmentOver([
        { quota: 100_000, closed: 120_000 },
        { quota: 300_000, closed: 240_000 },
      ]),
    ).toBe(90);
    expect(attainmentOver([{ quota: 30_000, closed: 10_000 }])).toBe(33.33);
    expect(attainmentOver([])).toBeNull();
    expect(attainmentOver([{ quota: 0, closed: 5 }])).toBeNull();
  });

  it("amounts add in cents, so equal totals compare equal", () => {
    expect(amountOver([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(amountOver([{ amount: 100.1 }, { amount: 200.2 }])).toBe(amountOver([{ amount: 300.3 }]));
    expect(amountOver([])).toBe(0);
  });

  it("counts both ends of a window", () => {
    expect(daysInWindow("2025-01-01", "2025-01-01")).toBe(1);
    expect(daysInWindow("2024-01-01", "2024-12-31")).toBe(366);
    expect(daysInWindow("2025-03-30", "2025-03-31")).toBe(2);
  });
});

describe("contestSchema", () => {
  const valid = { name: "Q1 Blitz", metric: "closed_amount", start: "2025-01-01", end: "2025-03-31" };
  const fieldsOf = (data: unknown) => {
    const result = contestSchema.safeParse(data);
    return result.success ? null : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("takes a contest with only the required fields, and trims and empties the optional ones", () => {
    expect(contestSchema.parse(valid)).toMatchObject({ ...valid, prize: null });
    expect(
      contestSchema.parse({ ...valid, scope: { managerId: 4, segment: " EMEA " }, prize: " A trip " }),
    ).toMatchObject({ scope: { managerId: 4, segment: "EMEA" }, prize: "A trip" });
    expect(contestSchema.parse({ ...valid, scope: { managerId: null, segment: "" }, prize: "" })).toMatchObject({
      scope: {},
      prize: null,
    });
    expect(contestSchema.parse({ ...valid, scope: null }).scope).toBeUndefined();
  });

  it("refuses an end before the start and a window over 366 days", () => {
    expect(fieldsOf({ ...valid, end: "2024-12-31" })).toEqual({
      end: "The last day must be on or after the first day",
    });
    expect(fieldsOf({ ...valid, start: "2024-01-01", end: "2024-12-31" })).toBeNull();
    expect(fieldsOf({ ...valid, start: "2024-01-01", end: "2025-01-01" })).toEqual({
      end: "A contest runs 366 days at most",
    });
  });

  it("needs a whole quarter for attainment, any window for deals", () => {
    const window = { start: "2025-01-15", end: "2025-04-14" };
    expect(fieldsOf({ ...valid, ...window, metric: "attainment" })).toHaveProperty("end");
    expect(fieldsOf({ ...valid, ...window, metric: "deal_count" })).toBeNull();
    expect(fieldsOf({ ...valid, metric: "attainment" })).toBeNull();
  });

  it("names each bad field", () => {
    expect(
      fieldsOf({
        name: " ",
        metric: "revenue",
        start: "2025-02-30",
        end: "soon",
        scope: { managerId: -1, segment: "x".repeat(61) },
        prize: "p".repeat(301),
      }),
    ).toEqual({
      name: "Contest name is required",
      metric: "Choose a metric: attainment, closed_amount or deal_count",
      start: "Enter the first day as YYYY-MM-DD",
      end: "Enter the last day as YYYY-MM-DD",
      "scope.managerId": "Choose a manager",
      "scope.segment": "Segment must be at most 60 characters",
      prize: "Prize must be at most 300 characters",
    });
  });
});

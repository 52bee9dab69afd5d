// The rows a sync of an employer's CRM makes from the figures a provider's reader answers, and which quota records a
// rep's shared page shows once employers' records sit beside their own.
import {
  attainmentRatio,
  employerFigureRows,
  employerRowStatus,
  figureFingerprintInput,
  parsePeriodKey,
  type PeriodFigures,
} from "@/lib/employer-figures";
import { employerEvidence, shownQuotaRecords } from "@/lib/employer-records";

const figure = (fields: Partial<PeriodFigures>): PeriodFigures => ({
  crmUserId: "005A",
  start: "2025-07-01",
  end: "2025-09-30",
  periodType: "quarter",
  quota: 100_000,
  quotaCurrency: "USD",
  closed: 107_320.5,
  closedCurrency: "USD",
  wonAmount: null,
  sourceIds: ["0J9A"],
  ...fields,
});

describe("employer figure rows", () => {
  it("keeps a quarter as its calendar quarter with attainment to two decimals", () => {
    const [row] = employerFigureRows([figure({})]);
    expect(row).toMatchObject({
      period: "2025-Q3",
      year: 2025,
      quarter: 3,
      quota: 100_000,
      closed: 107_320.5,
      flag: null,
    });
    expect(attainmentRatio(row!.quota, row!.closed)).toBe(1.07);
    expect(attainmentRatio(0, 10)).toBeNull();
  });

  it("adds a quarter's three monthly quotas up, and flags a quarter with months missing", () => {
    const months = ["07", "08", "09"].map((m, i) =>
      figure({
        periodType: "month",
        start: `2025-${m}-01`,
        end: `2025-${m}-28`,
        quota: 10_000.1,
        closed: 5_000 * i,
        sourceIds: [`q${m}`],
      }),
    );
    const [row] = employerFigureRows(months);
    expect(row).toMatchObject({
      period: "2025-Q3",
      quota: 30_000.3,
      closed: 15_000,
      flag: null,
      periodEnd: "2025-09-28",
    });
    expect(row!.sourceIds).toEqual(["q07", "q08", "q09"]);
    const [partial] = employerFigureRows(months.slice(0, 2));
    expect(partial!.flag).toMatch(/2 of this quarter's 3 months/);
  });

  it("prefers a quarterly quota over months of the same quarter, and keeps years apart", () => {
    const rows = employerFigureRows([
      figure({ periodType: "month", start: "2025-07-01", end: "2025-07-31", quota: 1 }),
      figure({}),
      figure({ periodType: "year", start: "2025-01-01", end: "2025-12-31", quota: 400_000 }),
    ]);
    expect(rows.map((r) => [r.period, r.quota]).sort()).toEqual([
      ["2025", 400_000],
      ["2025-Q3", 100_000],
    ]);
  });

  it("flags what cannot be signed as it is: currencies, a forecast that disagrees with the deals, two quotas", () => {
    expect(employerFigureRows([figure({ closedCurrency: "EUR" })])[0]!.flag).toBe(
      "The quota is in USD and the closed amount in EUR",
    );
    expect(employerFigureRows([figure({ wonAmount: 107_320.5 })])[0]!.flag).toBeNull();
    expect(employerFigureRows([figure({ wonAmount: 99_000 })])[0]!.flag).toMatch(/won deals .* differ/);
    expect(employerFigureRows([figure({}), figure({ sourceIds: ["other"] })])[0]!.flag).toMatch(/more than one quota/);
    expect(employerFigureRows([figure({ quota: 0 })])[0]!.flag).toMatch(/no quota amount/);
  });

  it("fingerprints the amounts, the currencies and the CRM's record ids", () => {
    const [row] = employerFigureRows([figure({})]);
    const base = figureFingerprintInput("salesforce", row!);
    expect(figureFingerprintInput("salesforce", { ...row!, closed: row!.closed + 0.01 })).not.toBe(base);
    expect(figureFingerprintInput("salesforce", { ...row!, currency: "EUR" })).not.toBe(base);
    expect(figureFingerprintInput("salesforce", { ...row!, sourceIds: ["0J9B"] })).not.toBe(base);
    expect(figureFingerprintInput("hubspot", row!)).not.toBe(base);
  });

  it("says a row's status from its flag and its signed fingerprint", () => {
    expect(employerRowStatus({ flag: null, sourceHash: "a", signedHash: null })).toBe("new");
    expect(employerRowStatus({ flag: null, sourceHash: "a", signedHash: "a" })).toBe("signed");
    expect(employerRowStatus({ flag: null, sourceHash: "b", signedHash: "a" })).toBe("changed");
    expect(employerRowStatus({ flag: "x", sourceHash: "a", signedHash: "a" })).toBe("flagged");
  });

  it("reads period keys", () => {
    expect(parsePeriodKey("2025-Q3")).toEqual({ year: 2025, quarter: 3 });
    expect(parsePeriodKey("2025")).toEqual({ year: 2025, quarter: null });
    expect(parsePeriodKey("2025-Q5")).toBeNull();
  });
});

describe("employer records", () => {
  const record = (
    id: number,
    quarter: number | null,
    employerOrgId: number | null,
    declinedAt: Date | null = null,
  ) => ({
    id,
    year: 2025,
    quarter,
    employerOrgId,
    declinedAt,
  });

  it("shows an employer's record in place of the rep's own for its period, and the rep's own once declined", () => {
    const own = record(1, 3, null);
    const employer = record(2, 3, 7);
    const otherQuarter = record(3, 2, null);
    expect(shownQuotaRecords([own, employer, otherQuarter]).map((r) => r.id)).toEqual([2, 3]);
    const declined = record(2, 3, 7, new Date());
    expect(shownQuotaRecords([own, declined, otherQuarter]).map((r) => r.id)).toEqual([1, 3]);
    // An annual record is its own period.
    expect(shownQuotaRecords([record(4, null, null), employer]).map((r) => r.id)).toEqual([4, 2]);
  });

  it("words what the record rests on", () => {
    expect(
      employerEvidence("Acme", {
        provider: "salesforce",
        sourceIds: ["0J9"],
        sha256: "ab",
        signedByName: "Priya Shah",
        signedByTitle: "Regional VP",
        signedAt: "2026-02-03T10:00:00.000Z",
      }),
    ).toBe("From Acme's Salesforce forecast, signed off by Priya Shah, Regional VP, on 3 Feb 2026");
  });
});

import {
  averageAttainment,
  chronological,
  exceedsQuota,
  formatTopPercent,
  groupByYear,
  summarizeQuota,
} from "@/components/quota/quota-summary";
import { quotaRecord as record } from "./quota-records";

describe("quota exceeded", () => {
  it("exceeds quota at 100% and above only", () => {
    expect(exceedsQuota("100.0")).toBe(true);
    expect(exceedsQuota("99.99")).toBe(false);
  });
});

describe("grouping and order", () => {
  const q1 = record(2025, 1, "100", "90", "90.00");
  const annual = record(2025, null, "400", "500", "125.00");
  const q4 = record(2025, 4, "100", "120", "120.00");
  const old = record(2023, 2, "100", "50", "50.00");
  const newest = record(2026, 1, "100", "100", "100.00");

  it("puts years newest first, quarters from Q4 down and the annual record last", () => {
    const groups = groupByYear([q1, old, annual, newest, q4]);
    expect(groups.map((g) => g.year)).toEqual([2026, 2025, 2023]);
    expect(groups[1]?.records.map((r) => r.quarter)).toEqual([4, 1, null]);
    expect(groups[1]?.average).toBe("111.67");
  });

  it("orders the chart oldest first, with a year's annual record after its quarters", () => {
    expect(chronological([newest, annual, q4, old, q1]).map((r) => `${r.year}-${r.quarter ?? "A"}`)).toEqual([
      "2023-2",
      "2025-1",
      "2025-4",
      "2025-A",
      "2026-1",
    ]);
  });
});

describe("summarizeQuota", () => {
  it("adds money exactly and averages percents to two decimals", () => {
    const records = [
      record(2026, 1, "0.10", "0.20", "200.00", { isVerified: true }),
      record(2026, 2, "0.20", "0.10", "50.00"),
      record(2025, null, "1000000.00", "999999.99", "100.00"),
    ];
    expect(summarizeQuota(records, 2026)).toEqual({
      total: 3,
      verified: 1,
      average: "116.67",
      currentYear: { year: 2026, count: 2, average: "125.00" },
      totalRevenue: "1000000.29",
      totalQuota: "1000000.30",
      atOrAboveQuota: 2,
      elite: true,
    });
  });

  it("is not elite below an average of 100% and has no average without records", () => {
    expect(summarizeQuota([record(2026, 1, "100", "99.99", "99.99")], 2026).elite).toBe(false);
    expect(averageAttainment([])).toBeUndefined();
    expect(summarizeQuota([], 2026).currentYear).toEqual({ year: 2026, count: 0, average: undefined });
  });
});

describe("formatTopPercent", () => {
  it("shows one decimal without a trailing .0", () => {
    expect(formatTopPercent("90.00")).toBe("90%");
    expect(formatTopPercent("66.70")).toBe("66.7%");
    expect(formatTopPercent("97.5")).toBe("97.5%");
  });
});

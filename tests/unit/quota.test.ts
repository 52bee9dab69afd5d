import {
  attainmentPercent,
  attainmentTone,
  earliestQuotaYear,
  isFuturePeriod,
  periodLabel,
  quotaYearChoices,
  stackRankPercentile,
} from "@/lib/quota";

describe("attainmentPercent", () => {
  it.each([
    ["1000000", "1325000", "132.5"],
    ["1000000", "1000000", "100.0"],
    ["1000000.00", "999999.99", "100.0"], // 99.999999 rounds half up to one decimal
    ["1000000", "999000", "99.9"],
    ["3", "2", "66.7"],
    ["3", "1", "33.3"],
    ["500000", "0", "0.0"],
    ["8", "1", "12.5"],
    ["1000", "1", "0.1"],
  ])("quota %p, attainment %p → %p", (quota, attainment, expected) => {
    expect(attainmentPercent(quota, attainment)).toBe(expected);
  });

  it("is exact where floats are not (1,000,000.10 of 1,000,000.10 is 100.0)", () => {
    expect(attainmentPercent("1000000.10", "1000000.10")).toBe("100.0");
    expect(attainmentPercent("0.3", "0.1")).toBe("33.3");
  });

  it("has no value for a zero or unreadable quota or attainment", () => {
    expect(attainmentPercent("0", "100")).toBeUndefined();
    expect(attainmentPercent("0.00", "100")).toBeUndefined();
    expect(attainmentPercent("abc", "100")).toBeUndefined();
    expect(attainmentPercent("100", "")).toBeUndefined();
  });
});

describe("attainmentTone", () => {
  it.each([
    ["100.00", "green"],
    ["250.50", "green"],
    ["99.99", "yellow"],
    ["80.00", "yellow"],
    ["79.99", "red"],
    ["0.00", "red"],
    ["", "red"],
    ["not a number", "red"],
  ])("%p is %p", (percent, tone) => {
    expect(attainmentTone(percent)).toBe(tone);
  });
});

describe("stackRankPercentile", () => {
  it.each([
    [1, 10, "100.0"],
    [2, 10, "90.0"],
    [10, 10, "10.0"],
    [2, 3, "66.7"],
    [3, 3, "33.3"],
    [1, 1, "100.0"],
    [5, 8, "50.0"],
    [1, 3, "100.0"],
    [7, 9, "33.3"],
  ])("position %p of %p → top %p", (position, total, expected) => {
    expect(stackRankPercentile(position, total)).toBe(expected);
  });

  it.each([
    [0, 10],
    [11, 10],
    [1, 0],
    [1.5, 10],
    [-1, 10],
  ])("has no value for position %p of %p", (position, total) => {
    expect(stackRankPercentile(position, total)).toBeUndefined();
  });
});

describe("periodLabel", () => {
  it("names a quarter and a year", () => {
    expect(periodLabel(2024, 3)).toBe("Q3 2024");
    expect(periodLabel(2025, 1)).toBe("Q1 2025");
  });

  it("names an annual period when there is no quarter", () => {
    expect(periodLabel(2024, null)).toBe("Annual 2024");
    expect(periodLabel(2024, undefined)).toBe("Annual 2024");
  });
});

describe("isFuturePeriod", () => {
  const midQ2 = new Date("2025-05-15T12:00:00Z");

  it("accepts past and current periods", () => {
    expect(isFuturePeriod(2025, 1, midQ2)).toBe(false);
    expect(isFuturePeriod(2025, 2, midQ2)).toBe(false);
    expect(isFuturePeriod(2025, null, midQ2)).toBe(false);
    expect(isFuturePeriod(2024, 4, midQ2)).toBe(false);
    expect(isFuturePeriod(2010, null, midQ2)).toBe(false);
  });

  it("flags quarters and years that have not started", () => {
    expect(isFuturePeriod(2025, 3, midQ2)).toBe(true);
    expect(isFuturePeriod(2025, 4, midQ2)).toBe(true);
    expect(isFuturePeriod(2026, null, midQ2)).toBe(true);
    expect(isFuturePeriod(2026, 1, midQ2)).toBe(true);
  });

  it("switches quarter exactly at the quarter boundary (UTC)", () => {
    expect(isFuturePeriod(2025, 2, new Date("2025-03-31T23:59:59Z"))).toBe(true);
    expect(isFuturePeriod(2025, 2, new Date("2025-04-01T00:00:00Z"))).toBe(false);
    expect(isFuturePeriod(2026, null, new Date("2025-12-31T23:59:59Z"))).toBe(true);
    expect(isFuturePeriod(2026, 1, new Date("2026-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("year window", () => {
  const now = new Date("2025-06-01T00:00:00Z");

  it("offers the last 11 years, newest first", () => {
    expect(quotaYearChoices(now)).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  it("accepts records back to 15 years before the current year", () => {
    expect(earliestQuotaYear(now)).toBe(2010);
  });
});

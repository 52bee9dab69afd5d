import { formatDate, formatMoney, formatPercent } from "@/lib/format";

describe("formatMoney", () => {
  it.each([
    [1_200_000, "$1.2M"],
    [1_000_000, "$1.0M"],
    [12_500_000, "$12.5M"],
    [450_000, "$450K"],
    [1_000, "$1K"],
    [1_499, "$1K"],
    [1_500, "$2K"],
    [999_499, "$999K"],
    [999, "$999"],
    [0, "$0"],
    [12.4, "$12"],
  ])("%p → %p", (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it("reads the exact decimal strings the API sends", () => {
    expect(formatMoney("1250000.00")).toBe("$1.3M");
    expect(formatMoney("450000.00")).toBe("$450K");
    expect(formatMoney("999.00")).toBe("$999");
  });

  it("never prints 1000K: amounts that round to a thousand thousands move to M", () => {
    expect(formatMoney(999_999)).toBe("$1.0M");
    expect(formatMoney(999_500)).toBe("$1.0M");
    expect(formatMoney("999999.99")).toBe("$1.0M");
  });

  it("never prints $1000: amounts just under 1,000 that round to 1,000 move to K", () => {
    expect(formatMoney("999.99")).toBe("$1K");
    expect(formatMoney(999.5)).toBe("$1K");
  });

  it("keeps the sign of a negative amount", () => {
    expect(formatMoney(-1_200_000)).toBe("-$1.2M");
    expect(formatMoney(-450_000)).toBe("-$450K");
  });

  it.each([null, undefined, "", "abc"])("shows a dash for a missing or unreadable amount (%p)", (value) => {
    expect(formatMoney(value)).toBe("—");
  });

  it("writes an amount in its own currency when one is given, US dollars as before", () => {
    expect(formatMoney("1200000.00", "EUR")).toBe("€1.2M");
    expect(formatMoney("450000", "GBP")).toBe("£450K");
    expect(formatMoney("1250000.00", "USD")).toBe("$1.3M");
    expect(formatMoney("1250000.00", null)).toBe("$1.3M");
    // Not an ISO code: the dollars every record written before currencies meant.
    expect(formatMoney("450000", "eur")).toBe("$450K");
    expect(formatMoney(null, "EUR")).toBe("—");
  });
});

describe("formatPercent", () => {
  it.each([
    [125.4, "125%"],
    ["125.4", "125%"],
    ["132.50", "133%"],
    [100, "100%"],
    [0, "0%"],
    ["87.49", "87%"],
  ])("%p → %p", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it("shows a dash for a missing percent", () => {
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(undefined)).toBe("—");
  });
});

describe("formatDate", () => {
  it("writes MMM d, yyyy", () => {
    expect(formatDate("2025-03-07T12:00:00Z")).toBe("Mar 7, 2025");
    expect(formatDate("2024-12-31")).toBe("Dec 31, 2024");
    expect(formatDate(new Date("2025-01-01T00:00:00Z"))).toBe("Jan 1, 2025");
  });

  it("keeps a calendar date on its day whatever the server's time zone (dates are UTC)", () => {
    expect(formatDate("2025-03-07T23:30:00Z")).toBe("Mar 7, 2025");
    expect(formatDate("2025-03-07T00:00:00Z")).toBe("Mar 7, 2025");
  });

  it("writes nothing for an unreadable date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatMoney rounding of millions", () => {
  // toFixed on a float rounds 1.15 and 1.45 down (they are stored as 1.1499... and 1.4499...)
  // but 1.25 and 1.35 up: the same half-way amount must always round the same way.
  it("rounds a half-way tenth of a million up, like every other amount", () => {
    expect(formatMoney("1150000.00")).toBe("$1.2M");
    expect(formatMoney("1450000.00")).toBe("$1.5M");
    expect(formatMoney(4_350_000)).toBe("$4.4M");
  });
});

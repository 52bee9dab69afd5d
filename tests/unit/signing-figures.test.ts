import { canonicalFiguresJson, figuresHash, formatExactMoney, type ClaimedFigures } from "@/lib/server/signing/figures";

const figures: ClaimedFigures = {
  year: 2024,
  quarter: 3,
  quota: "400000",
  attainment: "500000.5",
  attainmentPercent: "125.00",
  stackRankPosition: 2,
  stackRankTotal: 12,
};

describe("the attested figures' fingerprint", () => {
  it("is the same for the same amounts however they are written", () => {
    const same = { ...figures, quota: "400000.00", attainment: "500000.50", attainmentPercent: "125" };
    expect(figuresHash(same)).toBe(figuresHash(figures));
    expect(canonicalFiguresJson(figures)).toBe(
      '{"period":{"year":2024,"quarter":3},"quota":"400000.00","attainment":"500000.50","attainmentPercent":"125.00","stackRank":{"position":2,"total":12}}',
    );
  });

  it("changes with any claimed figure", () => {
    const base = figuresHash(figures);
    for (const change of [
      { year: 2023 },
      { quarter: null },
      { quota: "400000.01" },
      { attainment: "500000.49" },
      { attainmentPercent: "125.01" },
      { stackRankPosition: 1 },
      { stackRankTotal: null },
    ]) {
      expect(figuresHash({ ...figures, ...change })).not.toBe(base);
    }
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows exact amounts to the manager", () => {
    expect(formatExactMoney("1250000")).toBe("$1,250,000.00");
    expect(formatExactMoney("999.5")).toBe("$999.50");
  });
});

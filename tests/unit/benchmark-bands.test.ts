// Benchmark bands: a rank from the top as a share of the cohort, in four wide steps, nothing under five people.
import { benchmarkBand, MIN_COHORT } from "@/lib/benchmark-bands";

const cohort = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

describe("benchmarkBand", () => {
  it("gives nothing for a cohort under five", () => {
    expect(MIN_COHORT).toBe(5);
    expect(benchmarkBand(cohort(4), 103)).toBeNull();
    expect(benchmarkBand([], 100)).toBeNull();
  });

  it("places the best of five in the top 25%, not the top 10%", () => {
    const five = cohort(5); // 100..104
    expect(benchmarkBand(five, 104)).toBe("top_25");
    expect(benchmarkBand(five, 103)).toBe("top_50");
    expect(benchmarkBand(five, 102)).toBe("lower_half");
    expect(benchmarkBand(five, 100)).toBe("lower_half");
  });

  it("steps at 10%, 25% and 50% of a larger cohort", () => {
    const twenty = cohort(20); // 100..119
    expect(benchmarkBand(twenty, 119)).toBe("top_10");
    expect(benchmarkBand(twenty, 118)).toBe("top_10");
    expect(benchmarkBand(twenty, 117)).toBe("top_25");
    expect(benchmarkBand(twenty, 115)).toBe("top_25");
    expect(benchmarkBand(twenty, 114)).toBe("top_50");
    expect(benchmarkBand(twenty, 110)).toBe("top_50");
    expect(benchmarkBand(twenty, 109)).toBe("lower_half");
  });

  it("counts ties in the member's favour", () => {
    expect(benchmarkBand([100, 100, 100, 100, 100], 100)).toBe("top_25");
  });
});

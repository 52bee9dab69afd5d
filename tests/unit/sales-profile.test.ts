import { salesProfile } from "@/lib/sales-profile";

describe("salesProfile", () => {
  it.each([
    [100, 0, "Hunter"],
    [60, 40, "Hunter"],
    [59, 41, "Hybrid"],
    [50, 50, "Hybrid"],
    [41, 59, "Hybrid"],
    [40, 60, "Farmer"],
    [0, 100, "Farmer"],
  ] as const)("%p%% new logo / %p%% expansion is %p", (netNew, expansion, expected) => {
    expect(salesProfile(netNew, expansion)).toBe(expected);
  });
});

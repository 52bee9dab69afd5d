import { PLANS, planFeatureMessage, planLimitMessage } from "@/lib/plans";

describe("Starter caps", () => {
  it("holds 3 experiences, 1 reference, 2 executive circle contacts and 1 deal win story", () => {
    expect(PLANS.starter.limits).toEqual({ experiences: 3, references: 1, executiveCircle: 2, dealHighlights: 1 });
  });

  it("gives exports and the verified badge to Pro and Enterprise only", () => {
    expect([PLANS.starter.exports, PLANS.pro.exports, PLANS.enterprise.exports]).toEqual([false, true, true]);
    expect([PLANS.starter.verifiedBadge, PLANS.pro.verifiedBadge, PLANS.enterprise.verifiedBadge]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe("planLimitMessage", () => {
  it("allows a create under the cap", () => {
    expect(planLimitMessage("starter", "experiences", 0)).toBeNull();
    expect(planLimitMessage("starter", "experiences", 2)).toBeNull();
    expect(planLimitMessage("starter", "references", 0)).toBeNull();
    expect(planLimitMessage("starter", "executiveCircle", 1)).toBeNull();
    expect(planLimitMessage("starter", "dealHighlights", 0)).toBeNull();
  });

  it("refuses a create at the cap with a message naming the limit and the upgrade", () => {
    expect(planLimitMessage("starter", "experiences", 3)).toBe(
      "The Starter plan includes 3 experience entries. Upgrade to Pro Seller for unlimited experience entries.",
    );
    expect(planLimitMessage("starter", "references", 1)).toBe(
      "The Starter plan includes 1 reference. Upgrade to Pro Seller for unlimited references.",
    );
    expect(planLimitMessage("starter", "executiveCircle", 2)).toBe(
      "The Starter plan includes 2 executive circle contacts. Upgrade to Pro Seller for unlimited executive circle contacts.",
    );
    expect(planLimitMessage("starter", "dealHighlights", 1)).toBe(
      "The Starter plan includes 1 deal win story. Upgrade to Pro Seller for unlimited deal win stories.",
    );
  });

  it("still refuses above the cap (e.g. after a downgrade)", () => {
    expect(planLimitMessage("starter", "experiences", 7)).not.toBeNull();
  });

  it("never limits Pro Seller or Enterprise", () => {
    expect(planLimitMessage("pro", "experiences", 100)).toBeNull();
    expect(planLimitMessage("pro", "references", 1)).toBeNull();
    expect(planLimitMessage("enterprise", "dealHighlights", 50)).toBeNull();
  });
});

describe("planFeatureMessage", () => {
  it("refuses exports on Starter with a message naming Pro Seller, and allows them on paid plans", () => {
    expect(planFeatureMessage("starter", "exports")).toMatch(/part of Pro Seller/);
    expect(planFeatureMessage("pro", "exports")).toBeNull();
    expect(planFeatureMessage("enterprise", "exports")).toBeNull();
  });
});

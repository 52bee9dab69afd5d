import { formatPlanPrice, LIST_PRO_PRICES } from "@/lib/billing-prices";

describe("Pro Seller prices as shown", () => {
  it("shows the list prices with the spec's saving", () => {
    expect(LIST_PRO_PRICES).toEqual({ monthly: "$4.99", annual: "$39.99", savingLabel: "Save 33%" });
  });

  it("reads Stripe's smallest-unit amounts in their currency", () => {
    expect(formatPlanPrice({ amount: 1299, currency: "eur" }, { amount: 9900, currency: "eur" })).toEqual({
      monthly: "€12.99",
      annual: "€99",
      savingLabel: "Save 36%",
    });
    // Zero-decimal currencies have no cents.
    expect(formatPlanPrice({ amount: 800, currency: "jpy" }, { amount: 8000, currency: "jpy" }).monthly).toBe("¥800");
  });

  it("claims no saving when the yearly price saves nothing or the currencies differ", () => {
    expect(formatPlanPrice({ amount: 500, currency: "usd" }, { amount: 6000, currency: "usd" }).savingLabel).toBe(
      "Billed yearly",
    );
    expect(formatPlanPrice({ amount: 499, currency: "usd" }, { amount: 3999, currency: "eur" }).savingLabel).toBe(
      "Billed yearly",
    );
  });
});

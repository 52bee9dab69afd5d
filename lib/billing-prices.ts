// Pro Seller's prices as the pages show them: amounts in the currency's smallest unit, as Stripe keeps them, turned
// into "$4.99" and the yearly saving ("Save 33%": a year at the yearly price against twelve monthly payments).

export type ProPrices = { monthly: string; annual: string; savingLabel: string };
type Amount = { amount: number; currency: string };

function formatAmount({ amount, currency }: Amount): string {
  const code = currency.toUpperCase();
  const digits =
    new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: code,
    minimumFractionDigits: amount % 10 ** digits === 0 && digits > 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

export function formatPlanPrice(monthly: Amount, yearly: Amount): ProPrices {
  const saving =
    monthly.currency.toLowerCase() === yearly.currency.toLowerCase() && monthly.amount > 0
      ? Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100)
      : 0;
  return {
    monthly: formatAmount(monthly),
    annual: formatAmount(yearly),
    savingLabel: saving > 0 ? `Save ${saving}%` : "Billed yearly",
  };
}

/** The list prices: $4.99 a month, $39.99 a year. */
export const LIST_PRO_PRICES: ProPrices = formatPlanPrice(
  { amount: 499, currency: "usd" },
  { amount: 3999, currency: "usd" },
);

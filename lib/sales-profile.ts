// Hunter / Farmer / Hybrid from the new-logo vs expansion split (threshold 60%).
export const SALES_PROFILE_THRESHOLD = 60;
export type SalesProfile = "Hunter" | "Farmer" | "Hybrid";

export function salesProfile(netNewLogoPercent: number, expansionPercent: number): SalesProfile {
  if (netNewLogoPercent >= SALES_PROFILE_THRESHOLD) return "Hunter";
  if (expansionPercent >= SALES_PROFILE_THRESHOLD) return "Farmer";
  return "Hybrid";
}

"use client";

import { usePortfolioOverview } from "./use-portfolio-overview";
import { useLevelUpToast } from "./use-level-up-toast";

/** Announces a new level wherever it is reached: mounted once on the portfolio page. */
export function LevelUpWatcher() {
  useLevelUpToast(usePortfolioOverview().data?.level);
  return null;
}

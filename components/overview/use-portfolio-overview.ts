"use client";
// Everything the Overview reads, from the query cache: the five sections, the level and the figures.
import { useMemo } from "react";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import {
  useAchievements,
  useDealHighlights,
  useExecutiveCircle,
  useExperiences,
  useQuotaRecords,
} from "@/lib/hooks/use-portfolio";
import { averageAttainmentPercent, portfolioLevel } from "@/lib/levels";
import { totalRevenue } from "./portfolio-stats";

export function usePortfolioOverview() {
  const user = useCurrentUser();
  const queries = {
    quotaRecords: useQuotaRecords(),
    dealHighlights: useDealHighlights(),
    experiences: useExperiences(),
    executives: useExecutiveCircle(),
    achievements: useAchievements(),
  };
  const { quotaRecords, dealHighlights, experiences, executives, achievements } = queries;
  const all = Object.values(queries);
  const tier = user.data?.subscriptionTier;

  const data = useMemo(() => {
    if (!quotaRecords.data || !dealHighlights.data || !experiences.data || !executives.data || !achievements.data) {
      return undefined;
    }
    const snapshot = {
      quotaRecords: quotaRecords.data,
      dealHighlights: dealHighlights.data,
      experiences: experiences.data,
      executives: executives.data,
      achievements: achievements.data,
    };
    return {
      ...snapshot,
      level: portfolioLevel(snapshot, { tier }),
      averageAttainment: averageAttainmentPercent(snapshot.quotaRecords),
      totalRevenue: totalRevenue(snapshot.quotaRecords),
      textingExecutives: snapshot.executives.filter((e) => e.isTextingBasis).length,
    };
  }, [quotaRecords.data, dealHighlights.data, experiences.data, executives.data, achievements.data, tier]);

  return {
    data,
    isLoading: all.some((q) => q.isPending),
    error: all.find((q) => q.error)?.error ?? null,
    refetch: () => Promise.all(all.filter((q) => q.error).map((q) => q.refetch())),
  };
}

export type PortfolioOverview = NonNullable<ReturnType<typeof usePortfolioOverview>["data"]>;

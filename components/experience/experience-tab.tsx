"use client";
// The Experience tab: career experiences as cards, or the empty state.
import type { Experience } from "@/lib/types";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { PORTFOLIO_PATHS, usePortfolioList } from "@/lib/hooks/use-portfolio";
import { ExperienceCard } from "./experience-card";

export function ExperienceTab() {
  return (
    <CollectionTab
      section="experience"
      list={usePortfolioList<Experience>(PORTFOLIO_PATHS.experiences)}
      renderCard={(experience) => <ExperienceCard experience={experience} />}
    />
  );
}

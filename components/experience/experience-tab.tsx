"use client";
// The Experience tab: career experiences as cards, or the empty state.
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { useExperiences } from "@/lib/hooks/use-portfolio";
import { ExperienceCard } from "./experience-card";

export function ExperienceTab() {
  return (
    <CollectionTab
      section="experience"
      query={useExperiences()}
      renderCard={(experience) => <ExperienceCard experience={experience} />}
    />
  );
}

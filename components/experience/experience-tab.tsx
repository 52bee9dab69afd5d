"use client";
// The Experience tab: career experiences as cards, or the empty state.
import { Briefcase } from "lucide-react";
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { useExperiences } from "@/lib/hooks/use-portfolio";
import { ExperienceCard } from "./experience-card";

export function ExperienceTab() {
  const { open } = usePortfolioDialogs();
  return (
    <CollectionTab
      query={useExperiences()}
      what="experience"
      heading="Career Experience"
      addLabel="Add Experience"
      onAdd={() => open({ kind: "experience" })}
      empty={{
        icon: Briefcase,
        title: "No experience added yet",
        description: "Add your sales roles with territories, verticals and the buyers you sold to.",
      }}
      columns="lg:grid-cols-2"
      renderCard={(experience) => <ExperienceCard experience={experience} />}
    />
  );
}

"use client";
// The Experience tab: career experiences as cards, or the empty state.
import { Briefcase, Plus } from "lucide-react";
import { QueryStatus } from "@/components/achievements/query-status";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useExperiences } from "@/lib/hooks/use-portfolio";
import { ExperienceCard } from "./experience-card";

export function ExperienceTab() {
  const { open } = usePortfolioDialogs();
  const experiences = useExperiences();
  const addButton = (
    <Button onClick={() => open({ kind: "experience" })}>
      <Plus aria-hidden="true" />
      Add Experience
    </Button>
  );

  if (!experiences.data) return <QueryStatus query={experiences} what="experience" />;
  if (experiences.data.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title="No experience added yet"
        description="Add your sales roles with territories, verticals and the buyers you sold to."
        action={addButton}
      />
    );
  }
  return (
    <section aria-labelledby="experience-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="experience-heading" className="text-xl font-semibold">
          Career Experience
        </h2>
        {addButton}
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {experiences.data.map((experience) => (
          <li key={experience.id} className="grid">
            <ExperienceCard experience={experience} />
          </li>
        ))}
      </ul>
    </section>
  );
}

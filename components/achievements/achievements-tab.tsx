"use client";
// The Achievements tab: an empty state or a responsive grid of achievement cards, loaded page by page.
import { Trophy } from "lucide-react";
import { usePortfolioDialogs } from "@/components/portfolio/dialog-context";
import { AddButton, TabHeading } from "@/components/portfolio/tab-section";
import { EmptyState } from "@/components/ui/empty-state";
import { PORTFOLIO_PATHS, usePortfolioList } from "@/lib/hooks/use-portfolio";
import type { Achievement } from "@/lib/types";
import { LoadMore } from "@/components/portfolio/load-more";
import { AchievementCard } from "./achievement-card";
import { QueryStatus } from "@/components/portfolio/query-status";

const EMPTY = {
  icon: Trophy,
  title: "No achievements yet",
  description: "Capture the wins, awards and milestones that set you apart.",
};

export function AchievementsTab() {
  const { open } = usePortfolioDialogs();
  const achievements = usePortfolioList<Achievement>(PORTFOLIO_PATHS.achievements);
  const openPicker = () => open({ kind: "content-picker" });

  if (!achievements.items) return <QueryStatus query={achievements} what="achievements" />;
  if (achievements.items.length === 0) {
    return <EmptyState {...EMPTY} action={<AddButton label="Add Your First Achievement" onClick={openPicker} />} />;
  }
  return (
    <section aria-labelledby="achievements-heading" className="grid gap-4">
      <TabHeading id="achievements-heading" heading="Achievements & Awards">
        <AddButton label="Add Achievement" onClick={openPicker} />
      </TabHeading>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {achievements.items.map((achievement) => (
          <li key={achievement.id} className="grid">
            <AchievementCard achievement={achievement} />
          </li>
        ))}
      </ul>
      <LoadMore list={achievements} what="achievements" />
    </section>
  );
}

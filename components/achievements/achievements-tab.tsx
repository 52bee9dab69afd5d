"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { Trophy } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function AchievementsTab() {
  return <EmptyState icon={Trophy} title="No achievements yet" description="Capture the wins, awards and milestones that set you apart." />;
}

"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { Briefcase } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function ExperienceTab() {
  return <EmptyState icon={Briefcase} title="No experience added yet" description="Add your sales roles with territories, verticals and the buyers you sold to." />;
}

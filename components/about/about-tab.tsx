"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { UserRound } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function AboutTab() {
  return <EmptyState icon={UserRound} title="Tell your story" description="Share your sales philosophy, career highlights and what drives you." />;
}

"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { UsersRound } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function ExecutiveCircleTab() {
  return <EmptyState icon={UsersRound} title="No executives in your circle yet" description="Add the executives who can vouch for your work, and mark the ones you are on texting basis with." />;
}

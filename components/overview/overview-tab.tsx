"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { LayoutDashboard } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function OverviewTab() {
  return <EmptyState icon={LayoutDashboard} title="Start building your brag book" description="Add quota results, deal stories and achievements to show hiring managers what you deliver." />;
}

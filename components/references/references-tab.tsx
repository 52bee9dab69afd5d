"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { MessageSquareQuote } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function ReferencesTab() {
  return <EmptyState icon={MessageSquareQuote} title="No references yet" description="Add managers, peers and customers who can speak to your results." />;
}

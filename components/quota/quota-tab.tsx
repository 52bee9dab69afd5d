"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { Target } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function QuotaTab() {
  return <EmptyState icon={Target} title="No QuotaProofs Submitted" description="Submit a quota period and verify it with your manager's e-signature or a dashboard export." />;
}

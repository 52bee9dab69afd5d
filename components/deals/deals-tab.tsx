"use client";
// PLACEHOLDER, to be replaced by the feature's real tab.
import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";

export function DealsTab() {
  return <EmptyState icon={Handshake} title="No deal stories yet" description="Document a deal win with its ARR, stakeholders and how you got it over the line." />;
}

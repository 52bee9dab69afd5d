"use client";
// The References tab: professional references as cards, or the empty state.
import { CollectionTab } from "@/components/portfolio/collection-tab";
import { useReferences } from "@/lib/hooks/use-portfolio";
import { ReferenceCard } from "./reference-card";

export function ReferencesTab() {
  return (
    <CollectionTab
      section="references"
      query={useReferences()}
      renderCard={(reference) => <ReferenceCard reference={reference} />}
    />
  );
}

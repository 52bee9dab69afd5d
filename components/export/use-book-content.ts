"use client";
// What the book holds, per section a share page and the exports show, from the lists the dashboard already reads:
// the Export Portfolio button and the dialog decide with the server's own rule (lib/export-content.ts).
import { aboutHasContent, type SectionCounts } from "@/lib/export-content";
import {
  useAboutMe,
  useDealHighlights,
  useExperiences,
  useQuotaRecords,
  useReferences,
} from "@/lib/hooks/use-portfolio";

export type BookContent = {
  /** Items per section; a list not loaded yet counts 0. `achievements` is the caller's own count. */
  counts: SectionCounts;
  /** Every list has answered, so a 0 means empty (and not "not known yet"). */
  loaded: boolean;
};

/** The book's sections besides achievements, which the caller counts (all of them, or those ticked). */
export function useBookContent(achievements: number | undefined): BookContent {
  const lists = {
    quota: useQuotaRecords(),
    deals: useDealHighlights(),
    experience: useExperiences(),
    references: useReferences(),
    about: useAboutMe(),
  };
  return {
    counts: {
      quota: lists.quota.data?.length ?? 0,
      achievements: achievements ?? 0,
      deals: lists.deals.data?.length ?? 0,
      experience: lists.experience.data?.length ?? 0,
      // Only the references the rep lets a page show.
      references: lists.references.data?.filter((r) => r.shareable).length ?? 0,
      about: aboutHasContent(lists.about.data) ? 1 : 0,
    },
    // A list that failed to load counts as answered: the button and the dialog fall back to what is known.
    loaded: achievements !== undefined && Object.values(lists).every((list) => !list.isPending),
  };
}

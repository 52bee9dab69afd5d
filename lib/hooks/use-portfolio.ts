"use client";
// TanStack Query hooks for the portfolio: one query per API path, and create/update/delete
// mutations that refresh that path's list (and the overview, which reads every list).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { AboutMe, Achievement, DealHighlight, Executive, Experience, QuotaRecord, Reference, Template } from "@/lib/types";

export const PORTFOLIO_PATHS = {
  achievements: "/api/achievements",
  quotaRecords: "/api/quota-records",
  experiences: "/api/experiences",
  dealHighlights: "/api/deal-highlights",
  executiveCircle: "/api/executive-circle",
  references: "/api/references",
} as const;

export type PortfolioPath = (typeof PORTFOLIO_PATHS)[keyof typeof PORTFOLIO_PATHS];

export const useAchievements = () => useQuery<Achievement[]>({ queryKey: [PORTFOLIO_PATHS.achievements] });
export const useQuotaRecords = () => useQuery<QuotaRecord[]>({ queryKey: [PORTFOLIO_PATHS.quotaRecords] });
export const useExperiences = () => useQuery<Experience[]>({ queryKey: [PORTFOLIO_PATHS.experiences] });
export const useDealHighlights = () => useQuery<DealHighlight[]>({ queryKey: [PORTFOLIO_PATHS.dealHighlights] });
export const useExecutiveCircle = () => useQuery<Executive[]>({ queryKey: [PORTFOLIO_PATHS.executiveCircle] });
export const useReferences = () => useQuery<Reference[]>({ queryKey: [PORTFOLIO_PATHS.references] });
export const useAboutMe = () => useQuery<AboutMe | null>({ queryKey: ["/api/about-me"] });
export const useTemplates = () => useQuery<Template[]>({ queryKey: ["/api/templates"] });

/**
 * Create, update and delete for one content type. Each refreshes the type's list on success;
 * toasts are the caller's (their texts differ per form, spec section 8).
 */
export function useEntityMutations<T extends { id: number }>(path: PortfolioPath) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => apiFetch<T>(path, { method: "POST", body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number } & Record<string, unknown>) =>
        apiFetch<T>(`${path}/${id}`, { method: "PUT", body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch<{ success: true }>(`${path}/${id}`, { method: "DELETE" }),
      onSuccess: refresh,
    }),
  };
}

export function useSaveAboutMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiFetch<AboutMe>("/api/about-me", { method: "POST", body }),
    onSuccess: (saved) => queryClient.setQueryData(["/api/about-me"], saved),
  });
}

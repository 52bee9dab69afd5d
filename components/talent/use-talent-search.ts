"use client";
// The recruiter's side of the talent network, per organisation: the search (paged by the API's cursor), one card,
// contacting a rep and the organisation's requests. Keys start with ["orgs", id] like the team page's, so a change
// to the organisation refreshes them too.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import type { talentSearchSchema } from "@/lib/validators/talent";
import type { OrgTalentRequest, TalentCard, TalentSearchPage } from "./types";

/** The filters as the schema gives them, without the cursor (the pages bring their own). */
export type TalentFilters = Omit<z.output<typeof talentSearchSchema>, "cursor">;

const base = (orgId: number) => `/api/orgs/${orgId}/talent`;
const talentKey = (orgId: number, ...rest: unknown[]): QueryKey => ["orgs", orgId, "talent", ...rest];

function searchPath(orgId: number, filters: TalentFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.segment) params.set("segment", filters.segment);
  if (filters.minAttainment !== undefined) params.set("minAttainment", String(filters.minAttainment));
  if (filters.location) params.set("location", filters.location);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `${base(orgId)}?${query}` : base(orgId);
}

export const useTalentSearch = (orgId: number, filters: TalentFilters) =>
  useInfiniteQuery({
    queryKey: talentKey(orgId, "search", filters),
    queryFn: ({ pageParam, signal }) => apiFetch<TalentSearchPage>(searchPath(orgId, filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * One card, fetched afresh each time it is opened (nothing kept once the dialog closes): the API records each
 * opening for the rep ("who looked") and 404s a rep who left or blocked the organisation since the search.
 */
export const useTalentCard = (orgId: number, profileId: string | null) =>
  useQuery<TalentCard>({
    queryKey: talentKey(orgId, "card", profileId),
    queryFn: ({ signal }) => apiFetch<TalentCard>(`${base(orgId)}/${encodeURIComponent(profileId!)}`, { signal }),
    enabled: profileId !== null,
    gcTime: 0,
  });

export const useOrgTalentRequests = (orgId: number) =>
  useQuery<OrgTalentRequest[]>({
    queryKey: talentKey(orgId, "requests"),
    queryFn: ({ signal }) => apiFetch<OrgTalentRequest[]>(`${base(orgId)}/requests`, { signal }),
  });

export function useContactRep(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation<{ id: number }, Error, { profileId: string; message: string }>({
    mutationFn: ({ profileId, message }) =>
      apiFetch<{ id: number }>(`${base(orgId)}/${encodeURIComponent(profileId)}/contact`, {
        method: "POST",
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKey(orgId, "requests") }),
  });
}

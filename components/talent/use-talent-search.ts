"use client";
// The recruiter's side of the talent network, per organisation: the search (paged by the API's cursor), one card,
// contacting a rep and the organisation's requests. Keys are the organisation's talent routes, so a change to the
// organisation refreshes them too.
import type { ApiRoutes } from "@/lib/api/routes";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "@/lib/api/client";
import { orgsKeys } from "@/lib/api/keys";
import type { RouteOutput } from "@/lib/api/define";
import type { talentSearchSchema } from "@/lib/validators/talent";

/** The filters as the schema gives them, without the cursor (the pages bring their own). */
export type TalentFilters = Omit<z.output<typeof talentSearchSchema>, "cursor">;

/** The filters that are set, and the page's cursor when there is one (in the order the API has always had). */
function searchQuery(filters: TalentFilters, cursor: string | null) {
  return {
    q: filters.q || undefined,
    segment: filters.segment || undefined,
    minAttainment: filters.minAttainment,
    location: filters.location || undefined,
    cursor: cursor ?? undefined,
  };
}

export const useTalentSearch = (orgId: number, filters: TalentFilters) =>
  useInfiniteQuery({
    queryKey: orgsKeys.talentSearch(orgId, filters),
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /api/orgs/[id]/talent", {
        params: { id: orgId },
        query: searchQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * One card, fetched afresh each time it is opened (nothing kept once the dialog closes): the API records each
 * opening for the rep ("who looked") and 404s a rep who left or blocked the organisation since the search.
 */
export const useTalentCard = (orgId: number, profileId: string | null) =>
  useQuery<RouteOutput<ApiRoutes["GET /api/orgs/[id]/talent/[profileId]"]>>({
    queryKey: orgsKeys.talentCard(orgId, profileId ?? ""),
    enabled: profileId !== null,
    gcTime: 0,
  });

export const useOrgTalentRequests = (orgId: number) =>
  useQuery<RouteOutput<ApiRoutes["GET /api/orgs/[id]/talent/requests"]>>({
    queryKey: orgsKeys.talentRequests(orgId),
  });

export function useContactRep(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, message }: { profileId: string; message: string }) =>
      callApi("POST /api/orgs/[id]/talent/[profileId]/contact", {
        params: { id: orgId, profileId },
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgsKeys.talentRequests(orgId) }),
  });
}

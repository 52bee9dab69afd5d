"use client";
// TanStack Query hooks for manager e-signature: each quota record's latest signing request, a record's audit
// trail, and the rep's resend / cancel of a request.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteOutput } from "@/lib/api/define";
import { PORTFOLIO_LISTS, portfolioKeys, signingKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";

/** A quota record's latest signing request as the API sends it. */
export type SigningRequestState = RouteOutput<ApiRoutes["GET /api/signing-requests"]>[number];
export type RecordHistoryEntry = RouteOutput<ApiRoutes["GET /api/quota-records/[id]/history"]>[number];

export const useSigningStates = () => useQuery<SigningRequestState[]>({ queryKey: signingKeys.requests() });

/** The request of one record, if it ever had one. */
export function useSigningState(recordId: number): SigningRequestState | undefined {
  const { data } = useSigningStates();
  return data?.find((state) => state.quotaRecordId === recordId);
}

/** The record's trail, read fresh each time it is shown (signing happens elsewhere). */
export const useRecordHistory = (recordId: number, enabled: boolean) =>
  useQuery<RecordHistoryEntry[]>({ queryKey: portfolioKeys.recordHistory(recordId), enabled, staleTime: 0 });

/** Refreshes what a verification event changes: the records (their badges), the requests and the trails. */
export function useRefreshSigning() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: signingKeys.requests() }),
      queryClient.invalidateQueries({ queryKey: portfolioKeys.list(PORTFOLIO_LISTS.quotaRecords.path) }),
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].endsWith("/history"),
      }),
    ]);
}

/** Resend (a new link to the same manager; 429 within 10 minutes) or cancel a request. */
export function useSigningRequestAction(action: "resend" | "cancel") {
  const refresh = useRefreshSigning();
  return useMutation({
    mutationFn: (requestId: number) =>
      callApi(`POST /api/signing-requests/[id]/${action}`, { params: { id: requestId } }),
    onSettled: refresh,
  });
}

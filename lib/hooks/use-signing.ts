"use client";
// TanStack Query hooks for manager e-signature: each quota record's latest signing request, a record's audit
// trail, and the rep's resend / cancel of a request.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { HistoryEntry } from "@/lib/server/data/audit";
import type { SigningState } from "@/lib/server/data/signing/rep-requests";
import { PORTFOLIO_PATHS } from "./use-portfolio";

type Jsonify<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** A quota record's latest signing request as the API sends it. */
export type SigningRequestState = Jsonify<SigningState>;
export type RecordHistoryEntry = Jsonify<HistoryEntry>;

export const SIGNING_REQUESTS_PATH = "/api/signing-requests";
const historyPath = (recordId: number) => `${PORTFOLIO_PATHS.quotaRecords}/${recordId}/history`;

export const useSigningStates = () => useQuery<SigningRequestState[]>({ queryKey: [SIGNING_REQUESTS_PATH] });

/** The request of one record, if it ever had one. */
export function useSigningState(recordId: number): SigningRequestState | undefined {
  const { data } = useSigningStates();
  return data?.find((state) => state.quotaRecordId === recordId);
}

/** The record's trail, read fresh each time it is shown (signing happens elsewhere). */
export const useRecordHistory = (recordId: number, enabled: boolean) =>
  useQuery<RecordHistoryEntry[]>({ queryKey: [historyPath(recordId)], enabled, staleTime: 0 });

/** Refreshes what a verification event changes: the records (their badges), the requests and the trails. */
export function useRefreshSigning() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [SIGNING_REQUESTS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [PORTFOLIO_PATHS.quotaRecords] }),
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
      apiFetch<{ success: true }>(`${SIGNING_REQUESTS_PATH}/${requestId}/${action}`, { method: "POST" }),
    onSettled: refresh,
  });
}

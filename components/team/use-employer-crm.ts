"use client";
// The organisation's CRM on the team page, each call through its route of the table: the connections' status (asked
// again every 1.5 s while a sync runs), connect (the browser goes to the CRM's consent page), disconnect, sync, the
// synced figures page by page, and the sign-off of chosen rows. Each write says how it went in a toast.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { callApi } from "@/lib/api/client";
import type { RouteOutput } from "@/lib/api/define";
import { orgsKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";
import { dealSourceProviderName, type DealSourceProviderName } from "@/lib/deal-source";
import type { EmployerRowStatus } from "@/lib/employer-figures";
import { toast } from "@/lib/toast";
import { toastApiError, useWrite } from "./use-org-api";

export type EmployerCrmStatus = RouteOutput<ApiRoutes["GET /api/orgs/[id]/crm"]>;
export type CrmConnection = EmployerCrmStatus["connections"][number];
export type AttainmentPage = RouteOutput<ApiRoutes["GET /api/orgs/[id]/crm/attainment"]>;
export type AttainmentRow = AttainmentPage["rows"][number];
export type SignoffResult = RouteOutput<ApiRoutes["POST /api/orgs/[id]/crm/signoff"]>;

/** How often the status is asked again while a sync runs. */
const SYNC_POLL_MS = 1_500;

/** True while any of the organisation's CRMs is syncing. */
export const isSyncing = (status: EmployerCrmStatus | undefined): boolean =>
  status?.connections.some((connection) => connection.lastSync.state === "running") ?? false;

export function useEmployerCrm(orgId: number) {
  const queryClient = useQueryClient();
  const query = useQuery<EmployerCrmStatus>({
    queryKey: orgsKeys.crm(orgId),
    refetchInterval: (current) => (isSyncing(current.state.data) ? SYNC_POLL_MS : false),
  });
  // The end of a sync wrote new figures: the sign-off list loads again once, when the running state goes away.
  const syncing = isSyncing(query.data);
  const wasSyncing = useRef(syncing);
  useEffect(() => {
    if (wasSyncing.current && !syncing) {
      void queryClient.invalidateQueries({ queryKey: orgsKeys.crmAttainment(orgId) });
    }
    wasSyncing.current = syncing;
  }, [syncing, orgId, queryClient]);
  return query;
}

/** Asks for the CRM's consent page and sends the browser there; the CRM brings it back to /team?crm=<provider>. */
export const useConnectEmployerCrm = (orgId: number) =>
  useMutation({
    mutationFn: (provider: DealSourceProviderName) =>
      callApi("POST /api/orgs/[id]/crm/[provider]/connect", { params: { id: orgId, provider } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastApiError("CRM not connected", error),
  });

export const useDisconnectEmployerCrm = (orgId: number) =>
  useWrite({
    send: (provider: DealSourceProviderName) =>
      callApi("DELETE /api/orgs/[id]/crm/[provider]", { params: { id: orgId, provider } }),
    // The synced figures go with the connection.
    refresh: [orgsKeys.crm(orgId), orgsKeys.crmAttainment(orgId), orgsKeys.audit(orgId)],
    success: (_status, provider) => `${dealSourceProviderName(provider)} disconnected`,
    failure: "CRM not disconnected",
  });

export function useSyncEmployerCrm(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi("POST /api/orgs/[id]/crm/sync", { params: { id: orgId } }),
    onSuccess: async (status) => {
      // The answer already says each sync is running: the card shows its progress and starts polling at once.
      queryClient.setQueryData(orgsKeys.crm(orgId), status);
      toast.success("Sync started", { description: "The figures are listed for sign-off as soon as it finishes." });
      await queryClient.invalidateQueries({ queryKey: orgsKeys.audit(orgId) });
    },
    onError: (error) => toastApiError("Sync not started", error),
  });
}

/** The sign-off list's filters as the page holds them ("" for none). */
export type AttainmentFilters = { period: string; status: "" | EmployerRowStatus };

/** Only the filters that are set: one cache entry per real question. */
function attainmentQuery(filters: AttainmentFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.period) query.period = filters.period;
  if (filters.status) query.status = filters.status;
  return query;
}

/** The synced figures, newest period first, a page at a time ("Load more" asks for the next). */
export function useEmployerAttainment(orgId: number, filters: AttainmentFilters) {
  const query = attainmentQuery(filters);
  return useInfiniteQuery({
    queryKey: orgsKeys.crmAttainment(orgId, query),
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /api/orgs/[id]/crm/attainment", {
        params: { id: orgId },
        query: pageParam ? { ...query, cursor: pageParam } : query,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

const rowsWord = (n: number) => (n === 1 ? "1 row" : `${n.toLocaleString("en-US")} rows`);

/** How many skipped rows the toast names; the rest are counted. */
const SKIPS_NAMED = 5;

/** The sign-off's toast: what was signed, what was already signed, and each row skipped with its seller and reason. */
function signoffSummary(
  result: SignoffResult,
  rows: readonly Pick<AttainmentRow, "userId" | "period" | "name">[],
): { title: string; description: string | undefined } {
  const nameOf = (userId: number) => rows.find((row) => row.userId === userId)?.name ?? "A seller";
  const parts: string[] = [];
  if (result.unchanged > 0) parts.push(`${rowsWord(result.unchanged)} already signed with the same figures.`);
  if (result.skipped.length > 0) {
    const named = result.skipped
      .slice(0, SKIPS_NAMED)
      .map((skip) => `${nameOf(skip.userId)}, ${skip.period}: ${skip.reason}`);
    const more = result.skipped.length - named.length;
    parts.push(
      `${rowsWord(result.skipped.length)} skipped: ${named.join("; ")}${more > 0 ? `; and ${more} more` : ""}.`,
    );
  }
  const title = result.signed > 0 ? `${rowsWord(result.signed)} signed off` : "No rows signed off";
  return { title, description: parts.length > 0 ? parts.join(" ") : undefined };
}

/** Signs off the chosen rows as `{ userId, period }` pairs; the list, the status and the audit trail load again. */
export function useSignOffEmployerFigures(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly AttainmentRow[]) => {
      // Two CRMs may list the same seller and period: the pair is sent once and the server says why it is skipped.
      const pairs = new Map(
        rows.map((row) => [`${row.userId}|${row.period}`, { userId: row.userId, period: row.period }]),
      );
      return callApi("POST /api/orgs/[id]/crm/signoff", { params: { id: orgId }, body: { rows: [...pairs.values()] } });
    },
    onSuccess: async (result, rows) => {
      const { title, description } = signoffSummary(result, rows);
      const nothingDone = result.signed === 0 && result.unchanged === 0;
      (nothingDone ? toast.error : toast.success)(title, { description });
      await Promise.all(
        [orgsKeys.crmAttainment(orgId), orgsKeys.crm(orgId), orgsKeys.audit(orgId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => toastApiError("Figures not signed off", error),
  });
}

"use client";
// The team page's reads and writes, each through its route of the table. Every key is an organisation route's
// path, so a change can refresh exactly the lists it touched; each write toasts its outcome, the API's own message
// when it fails.
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryFilters,
  type QueryKey,
} from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/lib/api-client";
import { callApi } from "@/lib/api/client";
import { orgsKeys } from "@/lib/api/keys";
import type { RouteOutput } from "@/lib/api/define";
import type { ApiRoutes, RouteKey } from "@/lib/api/routes";
import { toastMutationError } from "@/lib/mutation-toast";
import { toast } from "@/lib/toast";
import { ATS_PROVIDER_LABELS, type AtsCandidateInput, type AtsSettingsInput } from "@/lib/validators/ats";
import type { AssignableRole, OrgSummary } from "./types";

/** A failed write: a title, and what the API said (its messages are written for people). */
export const toastApiError = (title: string, error: unknown): void =>
  toastMutationError(title, "Something went wrong. Please try again.", error, {
    serverMessages: true,
    upgradePrompt: false,
  });

/** A GET route's answer, fetched by the default query function from its key. */
type Answer<K extends RouteKey> = RouteOutput<ApiRoutes[K]>;
const useOrgQuery = <K extends RouteKey>(_route: K, queryKey: QueryKey, enabled = true) =>
  useQuery<Answer<K>>({ queryKey, enabled });

export const useOrgs = (initialData: OrgSummary[]) => useQuery<OrgSummary[]>({ queryKey: orgsKeys.all(), initialData });

export const useMembers = (orgId: number) => useOrgQuery("GET /api/orgs/[id]/members", orgsKeys.members(orgId));
export const usePendingAttestations = (orgId: number) =>
  useOrgQuery("GET /api/orgs/[id]/attestations", orgsKeys.pendingAttestations(orgId));
/** The team view's filters and sort, as the API takes them ("" for none). */
export type TeamFilters = { segment: string; managerId: string; verification: string; sort: "name" | "attainment" };

/** The filters that are set, and the page's cursor when there is one. */
function teamQuery(filters: TeamFilters, cursor: string | null) {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
  if (cursor) query.cursor = cursor;
  return query;
}

/** The team, a page at a time ("Load more" asks for the next). */
export const useTeam = (orgId: number, filters: TeamFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: orgsKeys.team(orgId, filters),
    queryFn: ({ pageParam, signal }) =>
      callApi("GET /api/orgs/[id]/team", {
        params: { id: orgId },
        query: teamQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
export const useBenchmarks = (orgId: number) =>
  useOrgQuery("GET /api/orgs/[id]/benchmarks", orgsKeys.benchmarks(orgId));
export const useAwards = (orgId: number, enabled: boolean) =>
  useOrgQuery("GET /api/orgs/[id]/awards", orgsKeys.awards(orgId), enabled);
export const useInvitations = (orgId: number, enabled: boolean) =>
  useOrgQuery("GET /api/orgs/[id]/invitations", orgsKeys.invitations(orgId), enabled);
export const useDomains = (orgId: number) => useOrgQuery("GET /api/orgs/[id]/domains", orgsKeys.domains(orgId));
export const useAudit = (orgId: number, enabled: boolean) =>
  useOrgQuery("GET /api/orgs/[id]/audit", orgsKeys.audit(orgId), enabled);

/** A key refreshes every query it prefixes; a filter every query it picks. */
const asFilter = (refresh: QueryKey | QueryFilters): QueryFilters =>
  Array.isArray(refresh) ? { queryKey: refresh } : (refresh as QueryFilters);

type WriteOptions<V, R> = {
  send: (variables: V) => Promise<R>;
  /** The queries the write changes: keys (each refreshes every query it prefixes) or filters. */
  refresh: (QueryKey | QueryFilters)[];
  success: string | ((result: R, variables: V) => string);
  failure: string;
  /** A form's way to show the server's field errors under its fields; true when it showed any (then no toast). */
  onFieldErrors?: FieldErrorSink;
};

/** The form whose fields show the server's field errors (any form: only its field names are read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldErrorSink = Pick<UseFormReturn<any>, "setError" | "getValues">;

export function useWrite<V, R>({ send, refresh, success, failure, onFieldErrors }: WriteOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn: send,
    onSuccess: async (result, variables) => {
      toast.success(typeof success === "function" ? success(result, variables) : success);
      await Promise.all(refresh.map((item) => queryClient.invalidateQueries(asFilter(item))));
    },
    onError: (error) => {
      if (
        onFieldErrors &&
        applyServerErrors(onFieldErrors, error, Object.keys(onFieldErrors.getValues() as object)).length > 0
      )
        return;
      toastApiError(failure, error);
    },
  });
}

/** An owner or admin takes the benchmark snapshot again; every member's bands follow it. */
export const useRefreshBenchmarks = (orgId: number) =>
  useWrite({
    send: () => callApi("POST /api/orgs/[id]/benchmarks/refresh", { params: { id: orgId } }),
    refresh: [orgsKeys.benchmarks(orgId)],
    success: "Benchmarks refreshed",
    failure: "Benchmarks not refreshed",
  });

export const useCreateOrg = (onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { name: string }) => callApi("POST /api/orgs", { body }),
    refresh: [orgsKeys.everything()],
    success: "Organisation created",
    failure: "Organisation not created",
    onFieldErrors,
  });

export function useDecideAttestation(orgId: number, onFieldErrors?: FieldErrorSink) {
  // A decision changes the queue, the team's badges and the audit trail.
  const refresh = [orgsKeys.org(orgId)];
  return {
    approve: useWrite({
      send: (aid: number) => callApi("POST /api/orgs/[id]/attestations/[aid]/approve", { params: { id: orgId, aid } }),
      refresh,
      success: "Figures attested",
      failure: "Figures not attested",
    }),
    decline: useWrite({
      send: ({ id: aid, reason }: { id: number; reason: string }) =>
        callApi("POST /api/orgs/[id]/attestations/[aid]/decline", {
          params: { id: orgId, aid },
          body: { reason },
        }),
      refresh,
      success: "Attestation declined",
      failure: "Attestation not declined",
      onFieldErrors,
    }),
  };
}

export const useRequestAttestation = (orgId: number) =>
  useWrite({
    send: (quotaRecordId: number) =>
      callApi("POST /api/orgs/[id]/attestations", { params: { id: orgId }, body: { quotaRecordId } }),
    refresh: [orgsKeys.attestations(orgId), orgsKeys.audit(orgId)],
    success: "Attestation requested",
    failure: "Attestation not requested",
  });

export type MemberChange = {
  userId: number;
  role?: AssignableRole;
  managerId?: number | null;
  segment?: string | null;
};

const memberRoute = "PUT /api/orgs/[id]/members/[userId]";

export const useUpdateMember = (orgId: number) =>
  useWrite({
    send: ({ userId, ...body }: MemberChange) => callApi(memberRoute, { params: { id: orgId, userId }, body }),
    refresh: [orgsKeys.org(orgId)],
    success: "Member updated",
    failure: "Member not updated",
  });

export const useRemoveMember = (orgId: number) =>
  useWrite({
    send: (userId: number) => callApi("DELETE /api/orgs/[id]/members/[userId]", { params: { id: orgId, userId } }),
    // The list's member count changes too.
    refresh: [orgsKeys.everything()],
    success: "Member removed",
    failure: "Member not removed",
  });

export const useShowBranding = (orgId: number, userId: number) =>
  useWrite({
    send: (showBranding: boolean) => callApi(memberRoute, { params: { id: orgId, userId }, body: { showBranding } }),
    refresh: [orgsKeys.everything()],
    success: "Branding preference saved",
    failure: "Branding preference not saved",
  });

export const useUpdateBranding = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { logoUrl: string | null; brandColor: string | null }) =>
      callApi("PATCH /api/orgs/[id]", { params: { id: orgId }, body }),
    refresh: [orgsKeys.everything()],
    success: "Branding saved",
    failure: "Branding not saved",
    onFieldErrors,
  });

export const useInvite = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { email: string; role: AssignableRole }) =>
      callApi("POST /api/orgs/[id]/invitations", { params: { id: orgId }, body }),
    refresh: [orgsKeys.invitations(orgId), orgsKeys.audit(orgId)],
    success: "Invitation sent",
    failure: "Invitation not sent",
    onFieldErrors,
  });

export const useWithdrawInvitation = (orgId: number) =>
  useWrite({
    send: (invitationId: number) =>
      callApi("DELETE /api/orgs/[id]/invitations/[invitationId]", { params: { id: orgId, invitationId } }),
    refresh: [orgsKeys.invitations(orgId), orgsKeys.audit(orgId)],
    success: "Invitation withdrawn",
    failure: "Invitation not withdrawn",
  });

export const useGiveAward = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { userId: number; title: string; description: string; date?: string }) =>
      callApi("POST /api/orgs/[id]/awards", { params: { id: orgId }, body }),
    refresh: [orgsKeys.awards(orgId), orgsKeys.audit(orgId)],
    success: "Award given",
    failure: "Award not given",
    onFieldErrors,
  });

export const useRevokeAward = (orgId: number) =>
  useWrite({
    send: (awardId: number) => callApi("DELETE /api/orgs/[id]/awards/[awardId]", { params: { id: orgId, awardId } }),
    refresh: [orgsKeys.awards(orgId), orgsKeys.audit(orgId)],
    success: "Award revoked",
    failure: "Award not revoked",
  });

/** A domain verification changes what the organisation's list says (verified, vetted) and the audit trail. */
const domainRefresh = () => [orgsKeys.everything()];

export const useAddDomain = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { domain: string }) => callApi("POST /api/orgs/[id]/domains", { params: { id: orgId }, body }),
    refresh: domainRefresh(),
    success: (added) =>
      added.verifiedAt
        ? `${added.domain} verified by your confirmed address`
        : `${added.domain} added: publish its DNS record, then check it`,
    failure: "Domain not added",
    onFieldErrors,
  });

export const useCheckDomain = (orgId: number) =>
  useWrite({
    send: (domain: string) => callApi("POST /api/orgs/[id]/domains/[domain]/check", { params: { id: orgId, domain } }),
    refresh: domainRefresh(),
    success: (checked) => `${checked.domain} verified`,
    failure: "Domain not verified yet",
  });

export const useRemoveDomain = (orgId: number) =>
  useWrite({
    send: (domain: string) => callApi("DELETE /api/orgs/[id]/domains/[domain]", { params: { id: orgId, domain } }),
    refresh: domainRefresh(),
    success: "Domain removed",
    failure: "Domain not removed",
  });

export const useAtsSettings = (orgId: number, enabled: boolean) =>
  useOrgQuery("GET /api/orgs/[id]/ats", orgsKeys.ats(orgId), enabled);

export const useSaveAtsSettings = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: AtsSettingsInput) => callApi("PUT /api/orgs/[id]/ats", { params: { id: orgId }, body }),
    refresh: [orgsKeys.ats(orgId), orgsKeys.audit(orgId)],
    success: (saved) => (saved.configured ? `${ATS_PROVIDER_LABELS[saved.provider]} settings saved` : "Settings saved"),
    failure: "ATS settings not saved",
    onFieldErrors,
  });

export const useRemoveAtsSettings = (orgId: number) =>
  useWrite({
    send: () => callApi("DELETE /api/orgs/[id]/ats", { params: { id: orgId } }),
    refresh: [orgsKeys.ats(orgId), orgsKeys.audit(orgId)],
    success: "Applicant tracking system removed",
    failure: "Applicant tracking system not removed",
  });

export const useSendToAts = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: AtsCandidateInput) => callApi("POST /api/orgs/[id]/ats/candidates", { params: { id: orgId }, body }),
    refresh: [orgsKeys.audit(orgId)],
    success: (result) => {
      const name = ATS_PROVIDER_LABELS[result.provider];
      const what = result.attachment ? "portfolio link and PDF" : "portfolio link";
      return result.created
        ? `Sent to ${name}: a new candidate with the ${what}`
        : `Sent to ${name}: the ${what} added to the existing candidate`;
    },
    failure: "Portfolio not sent",
    onFieldErrors,
  });

export const useScimSetup = (orgId: number, enabled: boolean) =>
  useOrgQuery("GET /api/orgs/[id]/scim", orgsKeys.scim(orgId), enabled);

/** Makes the SCIM token, or a new one in its place (the old stops at once); the answer holds it this once. */
export const useCreateScimToken = (orgId: number, rotating: boolean) =>
  useWrite({
    send: () => callApi("POST /api/orgs/[id]/scim/token", { params: { id: orgId } }),
    refresh: [orgsKeys.scim(orgId), orgsKeys.audit(orgId)],
    success: rotating ? "New SCIM token made: the old one no longer works" : "SCIM token made",
    failure: "SCIM token not made",
  });

export const useRevokeScimToken = (orgId: number) =>
  useWrite({
    send: () => callApi("DELETE /api/orgs/[id]/scim/token", { params: { id: orgId } }),
    refresh: [orgsKeys.scim(orgId), orgsKeys.audit(orgId)],
    success: "SCIM token revoked",
    failure: "SCIM token not revoked",
  });

"use client";
// The team page's reads and writes. Every key starts with "orgs" (then the organisation's id), so a change can
// refresh exactly the lists it touched; each write toasts its outcome, the API's own message when it fails.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { apiFetch, applyServerErrors } from "@/lib/api-client";
import { toastMutationError } from "@/lib/mutation-toast";
import { orgsKeys } from "@/lib/api/keys";
import { toast } from "@/lib/toast";
import {
  ATS_PROVIDER_LABELS,
  type AtsCandidateInput,
  type AtsHandoffResult,
  type AtsSettingsInput,
  type AtsSettingsView,
} from "@/lib/validators/ats";
import type {
  AssignableRole,
  Attestation,
  AuditEntry,
  Award,
  BenchmarksAnswer,
  Invitation,
  Member,
  OrgDomain,
  OrgSummary,
  TeamPage,
} from "./types";

export const ORGS_KEY = orgsKeys.all();
export const orgKey = orgsKeys.org;
const { members: membersKey, pendingAttestations: pendingAttestationsKey } = orgsKeys;
const base = (orgId: number) => `/api/orgs/${orgId}`;

/** A failed write: a title, and what the API said (its messages are written for people). */
export const toastApiError = (title: string, error: unknown): void =>
  toastMutationError(title, "Something went wrong. Please try again.", error, {
    serverMessages: true,
    upgradePrompt: false,
  });

function useOrgQuery<T>(queryKey: QueryKey, path: string, enabled = true) {
  return useQuery<T>({ queryKey, queryFn: ({ signal }) => apiFetch<T>(path, { signal }), enabled });
}

export const useOrgs = (initialData: OrgSummary[]) =>
  useQuery<OrgSummary[]>({
    queryKey: ORGS_KEY,
    queryFn: ({ signal }) => apiFetch<OrgSummary[]>("/api/orgs", { signal }),
    initialData,
  });

export const useMembers = (orgId: number) => useOrgQuery<Member[]>(membersKey(orgId), `${base(orgId)}/members`);
export const usePendingAttestations = (orgId: number) =>
  useOrgQuery<Attestation[]>(pendingAttestationsKey(orgId), `${base(orgId)}/attestations?status=pending`);
/** The team view's filters and sort, as the API takes them ("" for none). */
export type TeamFilters = { segment: string; managerId: string; verification: string; sort: "name" | "attainment" };

function teamPath(orgId: number, filters: TeamFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set("cursor", cursor);
  return `${base(orgId)}/team?${params.toString()}`;
}

/** The team, a page at a time ("Load more" asks for the next). */
export const useTeam = (orgId: number, filters: TeamFilters, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...orgKey(orgId, "team"), filters],
    queryFn: ({ pageParam, signal }) => apiFetch<TeamPage>(teamPath(orgId, filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
export const useBenchmarks = (orgId: number) =>
  useOrgQuery<BenchmarksAnswer>(orgKey(orgId, "benchmarks"), `${base(orgId)}/benchmarks`);
export const useAwards = (orgId: number, enabled: boolean) =>
  useOrgQuery<Award[]>(orgKey(orgId, "awards"), `${base(orgId)}/awards`, enabled);
export const useInvitations = (orgId: number, enabled: boolean) =>
  useOrgQuery<Invitation[]>(orgKey(orgId, "invitations"), `${base(orgId)}/invitations`, enabled);
export const useDomains = (orgId: number) =>
  useOrgQuery<OrgDomain[]>(orgKey(orgId, "domains"), `${base(orgId)}/domains`);
export const useAudit = (orgId: number, enabled: boolean) =>
  useOrgQuery<AuditEntry[]>(orgKey(orgId, "audit"), `${base(orgId)}/audit`, enabled);

type WriteOptions<V, R> = {
  send: (variables: V) => Promise<R>;
  /** The queries the write changes (each key refreshes every query it prefixes). */
  refresh: QueryKey[];
  success: string | ((result: R, variables: V) => string);
  failure: string;
  /** A form's way to show the server's field errors under its fields; true when it showed any (then no toast). */
  onFieldErrors?: FieldErrorSink;
};

/** The form whose fields show the server's field errors (any form: only its field names are read). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FieldErrorSink = Pick<UseFormReturn<any>, "setError" | "getValues">;

function useWrite<V, R>({ send, refresh, success, failure, onFieldErrors }: WriteOptions<V, R>) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, V>({
    mutationFn: send,
    onSuccess: async (result, variables) => {
      toast.success(typeof success === "function" ? success(result, variables) : success);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
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
    send: () => apiFetch<BenchmarksAnswer>(`${base(orgId)}/benchmarks/refresh`, { method: "POST" }),
    refresh: [orgKey(orgId, "benchmarks")],
    success: "Benchmarks refreshed",
    failure: "Benchmarks not refreshed",
  });

export const useCreateOrg = (onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { name: string }) => apiFetch<OrgSummary>("/api/orgs", { method: "POST", body }),
    refresh: [ORGS_KEY],
    success: "Organisation created",
    failure: "Organisation not created",
    onFieldErrors,
  });

export function useDecideAttestation(orgId: number, onFieldErrors?: FieldErrorSink) {
  // A decision changes the queue, the team's badges and the audit trail.
  const refresh = [orgKey(orgId)];
  const path = (id: number) => `${base(orgId)}/attestations/${id}`;
  return {
    approve: useWrite({
      send: (id: number) => apiFetch<Attestation>(`${path(id)}/approve`, { method: "POST" }),
      refresh,
      success: "Figures attested",
      failure: "Figures not attested",
    }),
    decline: useWrite({
      send: ({ id, reason }: { id: number; reason: string }) =>
        apiFetch<Attestation>(`${path(id)}/decline`, { method: "POST", body: { reason } }),
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
      apiFetch<Attestation>(`${base(orgId)}/attestations`, { method: "POST", body: { quotaRecordId } }),
    refresh: [orgKey(orgId, "attestations"), orgKey(orgId, "audit")],
    success: "Attestation requested",
    failure: "Attestation not requested",
  });

export type MemberChange = {
  userId: number;
  role?: AssignableRole;
  managerId?: number | null;
  segment?: string | null;
};

export const useUpdateMember = (orgId: number) =>
  useWrite({
    send: ({ userId, ...body }: MemberChange) =>
      apiFetch<unknown>(`${base(orgId)}/members/${userId}`, { method: "PUT", body }),
    refresh: [orgKey(orgId)],
    success: "Member updated",
    failure: "Member not updated",
  });

export const useRemoveMember = (orgId: number) =>
  useWrite({
    send: (userId: number) => apiFetch<unknown>(`${base(orgId)}/members/${userId}`, { method: "DELETE" }),
    // The list's member count changes too.
    refresh: [ORGS_KEY],
    success: "Member removed",
    failure: "Member not removed",
  });

export const useShowBranding = (orgId: number, userId: number) =>
  useWrite({
    send: (showBranding: boolean) =>
      apiFetch<unknown>(`${base(orgId)}/members/${userId}`, { method: "PUT", body: { showBranding } }),
    refresh: [ORGS_KEY],
    success: "Branding preference saved",
    failure: "Branding preference not saved",
  });

export const useUpdateBranding = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { logoUrl: string | null; brandColor: string | null }) =>
      apiFetch<OrgSummary>(base(orgId), { method: "PATCH", body }),
    refresh: [ORGS_KEY],
    success: "Branding saved",
    failure: "Branding not saved",
    onFieldErrors,
  });

export const useInvite = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { email: string; role: AssignableRole }) =>
      apiFetch<Invitation>(`${base(orgId)}/invitations`, { method: "POST", body }),
    refresh: [orgKey(orgId, "invitations"), orgKey(orgId, "audit")],
    success: "Invitation sent",
    failure: "Invitation not sent",
    onFieldErrors,
  });

export const useWithdrawInvitation = (orgId: number) =>
  useWrite({
    send: (invitationId: number) => apiFetch(`${base(orgId)}/invitations/${invitationId}`, { method: "DELETE" }),
    refresh: [orgKey(orgId, "invitations"), orgKey(orgId, "audit")],
    success: "Invitation withdrawn",
    failure: "Invitation not withdrawn",
  });

export const useGiveAward = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { userId: number; title: string; description: string; date?: string }) =>
      apiFetch<Award>(`${base(orgId)}/awards`, { method: "POST", body }),
    refresh: [orgKey(orgId, "awards"), orgKey(orgId, "audit")],
    success: "Award given",
    failure: "Award not given",
    onFieldErrors,
  });

export const useRevokeAward = (orgId: number) =>
  useWrite({
    send: (awardId: number) => apiFetch<unknown>(`${base(orgId)}/awards/${awardId}`, { method: "DELETE" }),
    refresh: [orgKey(orgId, "awards"), orgKey(orgId, "audit")],
    success: "Award revoked",
    failure: "Award not revoked",
  });

const domainPath = (orgId: number, domain: string) => `${base(orgId)}/domains/${encodeURIComponent(domain)}`;

/** A domain verification changes what the organisation's list says (verified, vetted) and the audit trail. */
const domainRefresh = (orgId: number) => [ORGS_KEY, orgKey(orgId, "domains"), orgKey(orgId, "audit")];

export const useAddDomain = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { domain: string }) => apiFetch<OrgDomain>(`${base(orgId)}/domains`, { method: "POST", body }),
    refresh: domainRefresh(orgId),
    success: (added) =>
      added.verifiedAt
        ? `${added.domain} verified by your confirmed address`
        : `${added.domain} added: publish its DNS record, then check it`,
    failure: "Domain not added",
    onFieldErrors,
  });

export const useCheckDomain = (orgId: number) =>
  useWrite({
    send: (domain: string) => apiFetch<OrgDomain>(`${domainPath(orgId, domain)}/check`, { method: "POST" }),
    refresh: domainRefresh(orgId),
    success: (checked) => `${checked.domain} verified`,
    failure: "Domain not verified yet",
  });

export const useRemoveDomain = (orgId: number) =>
  useWrite({
    send: (domain: string) => apiFetch<unknown>(domainPath(orgId, domain), { method: "DELETE" }),
    refresh: domainRefresh(orgId),
    success: "Domain removed",
    failure: "Domain not removed",
  });

export const useAtsSettings = (orgId: number, enabled: boolean) =>
  useOrgQuery<AtsSettingsView>(orgKey(orgId, "ats"), `${base(orgId)}/ats`, enabled);

export const useSaveAtsSettings = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: AtsSettingsInput) => apiFetch<AtsSettingsView>(`${base(orgId)}/ats`, { method: "PUT", body }),
    refresh: [orgKey(orgId, "ats"), orgKey(orgId, "audit")],
    success: (saved) => (saved.configured ? `${ATS_PROVIDER_LABELS[saved.provider]} settings saved` : "Settings saved"),
    failure: "ATS settings not saved",
    onFieldErrors,
  });

export const useRemoveAtsSettings = (orgId: number) =>
  useWrite({
    send: () => apiFetch<AtsSettingsView>(`${base(orgId)}/ats`, { method: "DELETE" }),
    refresh: [orgKey(orgId, "ats"), orgKey(orgId, "audit")],
    success: "Applicant tracking system removed",
    failure: "Applicant tracking system not removed",
  });

export const useSendToAts = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: AtsCandidateInput) =>
      apiFetch<AtsHandoffResult>(`${base(orgId)}/ats/candidates`, { method: "POST", body }),
    refresh: [orgKey(orgId, "audit")],
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

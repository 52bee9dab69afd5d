"use client";
// The single sign-on card's read and writes: the connection with the service provider details, saving one (the
// server checks the metadata or the issuer; its field errors land under the form's fields) and removing it.
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteOutput } from "@/lib/api/define";
import { orgsKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";
import { SSO_TYPE_LABELS, type SsoConnectionInput } from "@/lib/validators/sso";
import { useWrite, type FieldErrorSink } from "./use-org-api";

export type SsoSettings = RouteOutput<ApiRoutes["GET /api/orgs/[id]/sso"]>;

export const useSsoSettings = (orgId: number, enabled: boolean) =>
  useQuery<SsoSettings>({ queryKey: orgsKeys.sso(orgId), enabled });

export const useSaveSso = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: SsoConnectionInput) => callApi("POST /api/orgs/[id]/sso", { params: { id: orgId }, body }),
    refresh: [orgsKeys.sso(orgId), orgsKeys.audit(orgId)],
    success: (saved) =>
      `${saved.connection ? SSO_TYPE_LABELS[saved.connection.type] : "Single sign-on"} connection saved`,
    failure: "Single sign-on not saved",
    onFieldErrors,
  });

export const useRemoveSso = (orgId: number) =>
  useWrite({
    send: () => callApi("DELETE /api/orgs/[id]/sso", { params: { id: orgId } }),
    refresh: [orgsKeys.sso(orgId), orgsKeys.audit(orgId)],
    success: "Single sign-on removed",
    failure: "Single sign-on not removed",
  });

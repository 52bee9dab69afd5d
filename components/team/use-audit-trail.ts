"use client";
// The audit trail's calls beyond the list: verification (a read the owner asks for, so a mutation that keeps its
// answer), the export's download address, and the webhook's status, saving (whose answer holds the secret, once)
// and removal.
import { useMutation, useQuery } from "@tanstack/react-query";
import { callApi, routeUrl } from "@/lib/api/client";
import type { RouteOutput } from "@/lib/api/define";
import { orgsKeys } from "@/lib/api/keys";
import type { ApiRoutes } from "@/lib/api/routes";
import type { AuditExportFormat } from "@/lib/validators/audit-trail";
import { toastApiError, useWrite, type FieldErrorSink } from "./use-org-api";

export type AuditVerification = RouteOutput<ApiRoutes["GET /api/orgs/[id]/audit/verify"]>;
export type AuditWebhookStatus = RouteOutput<ApiRoutes["GET /api/orgs/[id]/audit/webhook"]>;

export const useVerifyAudit = (orgId: number) =>
  useMutation<AuditVerification, Error, void>({
    mutationFn: () => callApi("GET /api/orgs/[id]/audit/verify", { params: { id: orgId } }),
    onError: (error) => toastApiError("The audit trail could not be verified", error),
  });

/** The export's address: the format and the days chosen ("" for an open end). */
export function auditExportUrl(orgId: number, format: AuditExportFormat, from: string, to: string): string {
  const query = new URLSearchParams({ format });
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return `${routeUrl("GET /api/orgs/[id]/audit/export", { id: orgId })}?${query.toString()}`;
}

export const useAuditWebhook = (orgId: number) =>
  useQuery<AuditWebhookStatus>({ queryKey: orgsKeys.auditWebhook(orgId) });

const webhookRefresh = (orgId: number) => [orgsKeys.auditWebhook(orgId), orgsKeys.audit(orgId)];

export const useSaveAuditWebhook = (orgId: number, onFieldErrors?: FieldErrorSink) =>
  useWrite({
    send: (body: { url: string }) => callApi("PUT /api/orgs/[id]/audit/webhook", { params: { id: orgId }, body }),
    refresh: webhookRefresh(orgId),
    success: "Audit webhook saved: copy its signing secret now",
    failure: "Audit webhook not saved",
    onFieldErrors,
  });

export const useRemoveAuditWebhook = (orgId: number) =>
  useWrite({
    send: () => callApi("DELETE /api/orgs/[id]/audit/webhook", { params: { id: orgId } }),
    refresh: webhookRefresh(orgId),
    success: "Audit webhook removed",
    failure: "Audit webhook not removed",
  });

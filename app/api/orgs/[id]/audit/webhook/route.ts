import { auditTrailRoutes } from "@/lib/api/routes/audit-trail";
import {
  AUDIT_WEBHOOK_ACCESS,
  auditWebhookStatus,
  removeAuditWebhook,
  saveAuditWebhook,
} from "@/lib/server/audit/webhook";
import { orgRoute } from "@/lib/server/http";

/** Where the organisation's new audit events go and how delivery stands (never the secret). */
export const GET = orgRoute(
  auditTrailRoutes["GET /api/orgs/[id]/audit/webhook"],
  async (_request, { org }) => auditWebhookStatus(org),
  AUDIT_WEBHOOK_ACCESS,
);

/** Saves the address with a new signing secret, answered this once. */
export const PUT = orgRoute(
  auditTrailRoutes["PUT /api/orgs/[id]/audit/webhook"],
  async (_request, { org, input }) => saveAuditWebhook(org, input),
  AUDIT_WEBHOOK_ACCESS,
);

export const DELETE = orgRoute(
  auditTrailRoutes["DELETE /api/orgs/[id]/audit/webhook"],
  async (_request, { org }) => removeAuditWebhook(org),
  AUDIT_WEBHOOK_ACCESS,
);

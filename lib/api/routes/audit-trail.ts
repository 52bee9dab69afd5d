// Route table entries for the organisation's hash-chained audit trail: verify, export and its webhook.
import { out, type Returns } from "../define";
import { fileEntry } from "./kinds";
import { routeTable } from "./table";
import type { verifyOrgAudit } from "@/lib/server/audit/verify";
import type { auditWebhookStatus, removeAuditWebhook, saveAuditWebhook } from "@/lib/server/audit/webhook";
import { auditExportQuerySchema, auditWebhookSchema } from "@/lib/validators/audit-trail";

export const auditTrailRoutes = routeTable({
  "GET /api/orgs/[id]/audit/verify": { output: out<Returns<typeof verifyOrgAudit>>() },
  "GET /api/orgs/[id]/audit/export": { input: auditExportQuerySchema, ...fileEntry },
  "GET /api/orgs/[id]/audit/webhook": { output: out<Returns<typeof auditWebhookStatus>>() },
  "PUT /api/orgs/[id]/audit/webhook": {
    input: auditWebhookSchema,
    output: out<Returns<typeof saveAuditWebhook>>(),
  },
  "DELETE /api/orgs/[id]/audit/webhook": { output: out<Returns<typeof removeAuditWebhook>>() },
});

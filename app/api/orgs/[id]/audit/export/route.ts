import { auditTrailRoutes } from "@/lib/api/routes/audit-trail";
import { auditExportResponse } from "@/lib/server/audit/export";
import { AUDIT_TRAIL_ACCESS } from "@/lib/server/audit/webhook";
import { orgRoute } from "@/lib/server/http";

/** The audit chain from `from` to `to` as CSV or JSON Lines, streamed; the export is itself audited. */
export const GET = orgRoute(
  auditTrailRoutes["GET /api/orgs/[id]/audit/export"],
  async (_request, { org, input }) => auditExportResponse(org, input),
  AUDIT_TRAIL_ACCESS,
);

import { auditTrailRoutes } from "@/lib/api/routes/audit-trail";
import { verifyOrgAudit } from "@/lib/server/audit/verify";
import { AUDIT_TRAIL_ACCESS } from "@/lib/server/audit/webhook";
import { orgRoute } from "@/lib/server/http";

/** Re-walks the organisation's audit chain and names the first broken row: owners and admins, Enterprise. */
export const GET = orgRoute(
  auditTrailRoutes["GET /api/orgs/[id]/audit/verify"],
  async (_request, { org }) => verifyOrgAudit(org.org.id),
  AUDIT_TRAIL_ACCESS,
);

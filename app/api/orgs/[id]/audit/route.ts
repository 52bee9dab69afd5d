import { orgsRoutes } from "@/lib/api/routes/orgs";
import { adminsTo } from "@/lib/server/data/orgs/access";
import { listOrgAudit } from "@/lib/server/data/orgs/audit";
import { orgRoute } from "@/lib/server/http";

/** The organisation's audit trail (invitations, role changes, attestations, awards): owners and admins. */
export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/audit"],
  async (_request, { org }) => listOrgAudit(org),
  adminsTo("see the audit trail"),
);

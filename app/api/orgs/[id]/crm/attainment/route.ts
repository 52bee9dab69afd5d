// The synced figures of the sellers a sync matched, for review and sign-off: `?period=2025-Q3&status=new&cursor=`.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { EMPLOYER_CRM_ACCESS, listEmployerAttainment } from "@/lib/server/data/orgs/employer-crm";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/crm/attainment"],
  async (_request, { org, input }) => listEmployerAttainment(org, input),
  EMPLOYER_CRM_ACCESS,
);

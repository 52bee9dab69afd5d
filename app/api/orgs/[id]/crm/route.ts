// The organisation's CRM for its owners and admins (Enterprise): each connection (provider, who connected, the CRM
// account and instance, the last sync and its counts) and the CRM users and sellers a sync could not match.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { EMPLOYER_CRM_ACCESS, employerCrmStatus } from "@/lib/server/data/orgs/employer-crm";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/crm"],
  async (_request, { org }) => employerCrmStatus(org),
  EMPLOYER_CRM_ACCESS,
);

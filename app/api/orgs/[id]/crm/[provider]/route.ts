// Disconnects the organisation's CRM (revoked at the CRM where it can be); the figures and deals it synced go with
// it, the records already signed into sellers' books stay.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { disconnectEmployer, EMPLOYER_CRM_ACCESS } from "@/lib/server/data/orgs/employer-crm";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const DELETE = orgRoute(
  orgsRoutes["DELETE /api/orgs/[id]/crm/[provider]"],
  async (_request, { org, params }) => disconnectEmployer(org, params.provider),
  EMPLOYER_CRM_ACCESS,
);

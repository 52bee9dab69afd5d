// Starts connecting the organisation's CRM: `{ url }`, the CRM's consent page (OAuth with PKCE, a single-use state
// that names the organisation and the admin); the CRM sends the browser back to /api/integrations/{provider}/callback.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { EMPLOYER_CRM_ACCESS, startEmployerConnect } from "@/lib/server/data/orgs/employer-crm";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/crm/[provider]/connect"],
  async (_request, { org, params }) => startEmployerConnect(org, params.provider),
  EMPLOYER_CRM_ACCESS,
);

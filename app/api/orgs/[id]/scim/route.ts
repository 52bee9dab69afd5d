// An organisation's SCIM provisioning as its owners and admins see it: whether a token is set, the base URL to give
// the identity provider, when the current token was made and by whom. Never the token itself.
import { scimRoutes } from "@/lib/api/routes/scim";
import { SCIM_ADMIN_ACCESS, scimSetup } from "@/lib/server/data/orgs/scim-token";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = orgRoute(
  scimRoutes["GET /api/orgs/[id]/scim"],
  async (_request, { org }) => scimSetup(org),
  SCIM_ADMIN_ACCESS,
);

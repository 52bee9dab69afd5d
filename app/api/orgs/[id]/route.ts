import { orgsRoutes } from "@/lib/api/routes/orgs";
import { getOrg, ORG_SETTINGS_ACCESS, updateOrg } from "@/lib/server/data/orgs/orgs";
import { orgRoute } from "@/lib/server/http";

/** One organisation of the caller's (404 for anyone who is not a member). */
export const GET = orgRoute(orgsRoutes["GET /api/orgs/[id]"], async (_request, { user, org }) =>
  getOrg(user.id, org.org.id),
);

/** Name and branding (`logoUrl`, https only; `brandColor`, #RRGGBB), updateOrgSchema: owners and admins. */
export const PATCH = orgRoute(
  orgsRoutes["PATCH /api/orgs/[id]"],
  async (_request, { org, input }) => updateOrg(org, input),
  ORG_SETTINGS_ACCESS,
);

import { orgsRoutes } from "@/lib/api/routes/orgs";
import { listMembers } from "@/lib/server/data/orgs/orgs";
import { orgRoute } from "@/lib/server/http";

/** Names, roles and reporting lines of the members (never figures): members only, 404 for anyone else. */
export const GET = orgRoute(orgsRoutes["GET /api/orgs/[id]/members"], async (_request, { org }) => listMembers(org));

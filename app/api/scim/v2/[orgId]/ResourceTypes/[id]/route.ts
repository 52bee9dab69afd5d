// One SCIM resource type by id ("User", "Group"); 404 for any other.
import { scimRoutes } from "@/lib/api/routes/scim";
import { resourceTypeAnswer } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(
  scimRoutes["GET /api/scim/v2/[orgId]/ResourceTypes/[id]"],
  async (_r, { caller, params }) => resourceTypeAnswer(caller, params.id),
);

// One schema by its URN; 404 for any other.
import { scimRoutes } from "@/lib/api/routes/scim";
import { schemaAnswer } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/Schemas/[id]"], async (_r, { caller, params }) =>
  schemaAnswer(caller, decodeURIComponent(params.id)),
);

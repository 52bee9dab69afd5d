// The schemas of the organisation's SCIM service: User, Group and the enterprise User extension.
import { scimRoutes } from "@/lib/api/routes/scim";
import { schemasAnswer } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/Schemas"], async (_r, { caller }) =>
  schemasAnswer(caller),
);

// The organisation's SCIM resource types: User (with the enterprise extension) and Group.
import { scimRoutes } from "@/lib/api/routes/scim";
import { resourceTypesAnswer } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/ResourceTypes"], async (_r, { caller }) =>
  resourceTypesAnswer(caller),
);

// SCIM Groups of the organisation in the path: GET lists them (filter by displayName, externalId, id or member;
// excludedAttributes=members leaves the members out), POST makes one (201; 409 for a name already used).
import { scimRoutes } from "@/lib/api/routes/scim";
import { createScimGroup } from "@/lib/server/data/orgs/scim-groups";
import { groupAnswer, groupsList } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/Groups"], async (_request, { caller, input }) =>
  groupsList(caller, input),
);

export const POST = scimRoute(scimRoutes["POST /api/scim/v2/[orgId]/Groups"], async (_request, { caller, input }) =>
  groupAnswer(caller, String(await createScimGroup(caller, input)), {}, { status: 201 }),
);

// One SCIM Group of the organisation: GET, PUT (replace), PATCH (members and name; 204 unless attributes are asked
// for), DELETE (204). A group whose name maps to a role sets its members' roles.
import { scimRoutes } from "@/lib/api/routes/scim";
import { deleteScimGroup, patchScimGroup, replaceScimGroup } from "@/lib/server/data/orgs/scim-groups";
import { asksForAttributes, groupAnswer, noContent } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(
  scimRoutes["GET /api/scim/v2/[orgId]/Groups/[groupId]"],
  async (_r, { caller, params, input }) => groupAnswer(caller, params.groupId, input),
);

export const PUT = scimRoute(
  scimRoutes["PUT /api/scim/v2/[orgId]/Groups/[groupId]"],
  async (_r, { caller, params, input }) => {
    await replaceScimGroup(caller, params.groupId, input);
    return groupAnswer(caller, params.groupId, {});
  },
);

export const PATCH = scimRoute(
  scimRoutes["PATCH /api/scim/v2/[orgId]/Groups/[groupId]"],
  async (request, { caller, params, input }) => {
    await patchScimGroup(caller, params.groupId, input);
    const query = Object.fromEntries(request.nextUrl.searchParams);
    return asksForAttributes(query) ? groupAnswer(caller, params.groupId, query) : noContent();
  },
);

export const DELETE = scimRoute(
  scimRoutes["DELETE /api/scim/v2/[orgId]/Groups/[groupId]"],
  async (_r, { caller, params }) => {
    await deleteScimGroup(caller, params.groupId);
    return noContent();
  },
);

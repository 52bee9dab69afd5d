// One SCIM User of the organisation (another organisation's people are 404): GET, PUT (replace), PATCH (Okta's and
// Microsoft Entra's operations; active false deprovisions), DELETE (204: the membership ends, the account stays).
import { scimRoutes } from "@/lib/api/routes/scim";
import { deleteScimUser, patchScimUser, replaceScimUser } from "@/lib/server/data/orgs/scim-users";
import { noContent, userAnswer, userIdOf } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(
  scimRoutes["GET /api/scim/v2/[orgId]/Users/[userId]"],
  async (_r, { caller, params, input }) => userAnswer(caller, userIdOf(params.userId), input),
);

export const PUT = scimRoute(
  scimRoutes["PUT /api/scim/v2/[orgId]/Users/[userId]"],
  async (_r, { caller, params, input }) => {
    const userId = userIdOf(params.userId);
    await replaceScimUser(caller, userId, input);
    return userAnswer(caller, userId, {});
  },
);

export const PATCH = scimRoute(
  scimRoutes["PATCH /api/scim/v2/[orgId]/Users/[userId]"],
  async (request, { caller, params, input }) => {
    const userId = userIdOf(params.userId);
    await patchScimUser(caller, userId, input);
    return userAnswer(caller, userId, Object.fromEntries(request.nextUrl.searchParams));
  },
);

export const DELETE = scimRoute(
  scimRoutes["DELETE /api/scim/v2/[orgId]/Users/[userId]"],
  async (_r, { caller, params }) => {
    await deleteScimUser(caller, userIdOf(params.userId));
    return noContent();
  },
);

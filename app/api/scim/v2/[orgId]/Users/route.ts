// SCIM Users of the organisation in the path (its token only): GET lists them (filter, 1-based paging, attributes),
// POST provisions one (201 with Location; 409 uniqueness, 402 past the seats, 403 off the verified domains).
import { scimRoutes } from "@/lib/api/routes/scim";
import { createScimUser } from "@/lib/server/data/orgs/scim-users";
import { userAnswer, usersList } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/Users"], async (_request, { caller, input }) =>
  usersList(caller, input),
);

export const POST = scimRoute(scimRoutes["POST /api/scim/v2/[orgId]/Users"], async (_request, { caller, input }) =>
  userAnswer(caller, await createScimUser(caller, input), {}, { status: 201 }),
);

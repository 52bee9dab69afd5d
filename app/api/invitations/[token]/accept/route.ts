import { orgsRoutes } from "@/lib/api/routes/orgs";
import { acceptInvitation } from "@/lib/server/data/orgs/invitations";
import { userRoute } from "@/lib/server/http";

/** The signed-in invitee joins: only the account with the invited e-mail (403 for anyone else). */
export const POST = userRoute(orgsRoutes["POST /api/invitations/[token]/accept"], async (_request, { user, params }) =>
  acceptInvitation(user, params.token),
);

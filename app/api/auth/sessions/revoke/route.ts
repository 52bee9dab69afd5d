import { accountRoutes } from "@/lib/api/routes/account";
import { signOut } from "@/lib/server/auth";
import { revokeAllSessions } from "@/lib/server/data/users";
import { SUCCESS, userRoute } from "@/lib/server/http";

/** "Sign out everywhere": every session of the account ends, this one included. */
export const POST = userRoute(accountRoutes["POST /api/auth/sessions/revoke"], async (_request, { user }) => {
  await revokeAllSessions(user.id);
  await signOut({ redirect: false });
  return SUCCESS;
});

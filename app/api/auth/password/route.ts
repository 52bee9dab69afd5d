import { accountRoutes } from "@/lib/api/routes/account";
import { changeOwnPassword } from "@/lib/server/account-operations";
import { SUCCESS, userRoute } from "@/lib/server/http";

/** `{ currentPassword, newPassword }`: every other session is signed out; this browser stays signed in. */
export const POST = userRoute(accountRoutes["POST /api/auth/password"], async (request, { user, sessionId, input }) => {
  await changeOwnPassword(request, user, sessionId, input);
  return SUCCESS;
});

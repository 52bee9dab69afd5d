import { accountRoutes } from "@/lib/api/routes/account";
import { confirmEmailChange } from "@/lib/server/data/email-change";
import { requestMeta, userRoute } from "@/lib/server/http";

/**
 * `{ token }` from the link sent to the new address, signed in as the account that asked (the token alone is not
 * enough: 401 signed out, 404 for another account's link). The account takes the new address and every session of
 * it ends.
 */
export const POST = userRoute(
  accountRoutes["POST /api/auth/email/confirm"],
  async (request, { user, input }) => {
    const { email } = await confirmEmailChange(user.id, input.token, requestMeta(request, user.email));
    return { email, signedOut: true as const };
  },
  { bodyLimit: 4 * 1024 },
);

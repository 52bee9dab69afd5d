import { accountRoutes } from "@/lib/api/routes/account";
import { signOut } from "@/lib/server/auth";
import { endAuthSession } from "@/lib/server/data/auth-sessions";
import { parseId, SUCCESS, userRoute } from "@/lib/server/http";

/** Signs one session out (404 for another account's or an ended one); ending this browser's own signs it out. */
export const DELETE = userRoute(
  accountRoutes["DELETE /api/auth/sessions/[id]"],
  async (_request, { user, sessionId, params }) => {
    const id = parseId(params.id, "Session");
    await endAuthSession(user.id, id);
    if (id === sessionId) await signOut({ redirect: false });
    return SUCCESS;
  },
);

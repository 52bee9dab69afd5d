import { accountRoutes } from "@/lib/api/routes/account";
import { deleteWorkEmail } from "@/lib/server/data/work-emails";
import { parseId, requestMeta, SUCCESS, userRoute } from "@/lib/server/http";

/** Removes one of the caller's work addresses (404 for anyone else's). */
export const DELETE = userRoute(
  accountRoutes["DELETE /api/account/work-emails/[id]"],
  async (request, { user, params }) => {
    await deleteWorkEmail(user.id, parseId(params.id, "Work e-mail address"), requestMeta(request, user.email));
    return SUCCESS;
  },
);

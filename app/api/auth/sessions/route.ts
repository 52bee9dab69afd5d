import { accountRoutes } from "@/lib/api/routes/account";
import { listSessions } from "@/lib/server/data/session-list";
import { userRoute } from "@/lib/server/http";

/** The account's signed-in sessions (device, place, last active), this browser's marked `current`. */
export const GET = userRoute(accountRoutes["GET /api/auth/sessions"], async (_request, { user, sessionId }) =>
  listSessions(user.id, sessionId),
);

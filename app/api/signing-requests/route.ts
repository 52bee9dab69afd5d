import { sharingRoutes } from "@/lib/api/routes/sharing";
import { listSigningStates } from "@/lib/server/data/signing/rep-requests";
import { userRoute } from "@/lib/server/http";

/** The latest manager e-signature request of each of the caller's quota records. */
export const GET = userRoute(sharingRoutes["GET /api/signing-requests"], async (_request, { user }) =>
  listSigningStates(user.id),
);

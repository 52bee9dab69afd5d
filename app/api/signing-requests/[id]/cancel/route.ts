import { sharingRoutes } from "@/lib/api/routes/sharing";
import { cancelSigningRequest } from "@/lib/server/data/signing/rep-requests";
import { parseId, requestMeta, SUCCESS, userRoute } from "@/lib/server/http";

export const POST = userRoute(
  sharingRoutes["POST /api/signing-requests/[id]/cancel"],
  async (request, { user, params }) => {
    await cancelSigningRequest(user.id, parseId(params.id, "Signing request"), requestMeta(request, user.email));
    return SUCCESS;
  },
);

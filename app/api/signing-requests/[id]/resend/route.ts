import { sharingRoutes } from "@/lib/api/routes/sharing";
import { resendSigningRequest } from "@/lib/server/data/signing/rep-requests";
import { parseId, requestMeta, SUCCESS, userRoute } from "@/lib/server/http";

/** A new link to the same manager (the old one stops working); 429 within 10 minutes of the last e-mail. */
export const POST = userRoute(
  sharingRoutes["POST /api/signing-requests/[id]/resend"],
  async (request, { user, params }) => {
    await resendSigningRequest(user.id, parseId(params.id, "Signing request"), requestMeta(request, user.email));
    return SUCCESS;
  },
);

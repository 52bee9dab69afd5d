// PATCH /api/share-links/{id} (its options) and DELETE (revoke) on one of the owner's links; another user's link is
// 404. New sections must show something (422 on `sections` otherwise), as when the link was made.
import { sharingRoutes } from "@/lib/api/routes/sharing";
import { assertLinkSectionsShowContent } from "@/lib/server/export/share-content";
import { revokeShareLink, updateShareLink } from "@/lib/server/data/share-links";
import { parseId, userRoute } from "@/lib/server/http";

const LABEL = "Share link";

export const PATCH = userRoute(
  sharingRoutes["PATCH /api/share-links/[id]"],
  async (_request, { user, params, input }) => {
    const id = parseId(params.id, LABEL);
    if (input.sections) await assertLinkSectionsShowContent(user.id, id, input.sections);
    return updateShareLink(user.id, id, input);
  },
);

export const DELETE = userRoute(sharingRoutes["DELETE /api/share-links/[id]"], async (_request, { user, params }) =>
  revokeShareLink(user.id, parseId(params.id, LABEL)),
);

// Declines an employer's record: hidden from the shared page, exports and credentials; the rep's own record of the
// period shows instead. Another rep's record, or one of the rep's own, is 404.
import { portfolioRoutes } from "@/lib/api/routes/portfolio";
import { setEmployerRecordShown } from "@/lib/server/data/employer-records";
import { parseId, userRoute } from "@/lib/server/http";

export const POST = userRoute(portfolioRoutes["POST /api/employer-records/[id]/decline"], async (_request, ctx) =>
  setEmployerRecordShown(ctx.user.id, parseId(ctx.params.id, "Employer record"), false),
);

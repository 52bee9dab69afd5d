// Shows a declined employer's record again, in place of the rep's own record of its period.
import { portfolioRoutes } from "@/lib/api/routes/portfolio";
import { setEmployerRecordShown } from "@/lib/server/data/employer-records";
import { parseId, userRoute } from "@/lib/server/http";

export const POST = userRoute(portfolioRoutes["POST /api/employer-records/[id]/restore"], async (_request, ctx) =>
  setEmployerRecordShown(ctx.user.id, parseId(ctx.params.id, "Employer record"), true),
);

// The employer's records in the signed-in rep's book (figures an organisation signed off from its CRM), shown or
// declined.
import { portfolioRoutes } from "@/lib/api/routes/portfolio";
import { listEmployerRecords } from "@/lib/server/data/employer-records";
import { userRoute } from "@/lib/server/http";

export const GET = userRoute(portfolioRoutes["GET /api/employer-records"], async (_request, { user }) =>
  listEmployerRecords(user.id),
);

import { portfolioRoutes } from "@/lib/api/routes/portfolio";
import { quotaRecordHistory } from "@/lib/server/data/audit";
import { quotaRecordsData } from "@/lib/server/data/portfolio";
import { parseId, userRoute } from "@/lib/server/http";

/** The record's verification trail, oldest first; another user's record is 404. */
export const GET = userRoute(
  portfolioRoutes["GET /api/quota-records/[id]/history"],
  async (_request, { user, params }) => {
    const record = await quotaRecordsData.get(user.id, parseId(params.id, "Quota record"));
    return quotaRecordHistory(user.id, record.id);
  },
);

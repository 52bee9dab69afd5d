import { portfolioRoutes } from "@/lib/api/routes/portfolio";
import { getDb } from "@/lib/server/db/client";
import { consumeAllowance } from "@/lib/server/data/usage";
import { enhanceAchievementText } from "@/lib/server/ai";
import { userRoute } from "@/lib/server/http";

/** The AI writing assistant; every call counts against the rep's hourly and daily cap (429 over it). */
export const POST = userRoute(portfolioRoutes["POST /api/ai/enhance"], async (_request, { user, input }) => {
  await consumeAllowance(await getDb(), user.id, "ai_enhance");
  return enhanceAchievementText(input);
});

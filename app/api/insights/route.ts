import { NextResponse } from "next/server";
import { getInsights } from "@/lib/server/data/insights";
import { parseInput, withUser } from "@/lib/server/http";
import { insightsQuerySchema } from "@/lib/validators/insights";

/** `?days=30|90`: views per day and per link, PDF downloads from share pages, verification rate. Pro (402 on Starter). */
export const GET = withUser(
  async (request, { user }) => {
    const { days } = parseInput(insightsQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
    return NextResponse.json(await getInsights(user.id, days));
  },
  { feature: "insights" },
);

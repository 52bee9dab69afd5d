import { NextResponse } from "next/server";
import { getDb } from "@/lib/server/db/client";
import { consumeAllowance } from "@/lib/server/data/usage";
import { enhanceAchievementText } from "@/lib/server/ai";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { enhanceRequestSchema } from "@/lib/validators/enhance";

/** The AI writing assistant; every call counts against the rep's hourly and daily cap (429 over it). */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(enhanceRequestSchema, await readJson(request, 64 * 1024));
  await consumeAllowance(await getDb(), user.id, "ai_enhance");
  return NextResponse.json(await enhanceAchievementText(input));
});

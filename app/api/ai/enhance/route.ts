import { NextResponse } from "next/server";
import { enhanceAchievementText } from "@/lib/server/ai";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { enhanceRequestSchema } from "@/lib/validators/enhance";

export const POST = withUser(async (request) => {
  const input = parseInput(enhanceRequestSchema, await readJson(request, 64 * 1024));
  return NextResponse.json(await enhanceAchievementText(input));
});

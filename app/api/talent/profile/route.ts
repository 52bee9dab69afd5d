// GET /api/talent/profile: the rep's listing, the consent notice and a preview of exactly what recruiters see.
// PUT: the listing (`listed: true` needs `consent: true` when turning it on; `listed: false` removes the rep from
// every search at once). 422 with fields for words that would identify the rep.
import { NextResponse } from "next/server";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { getTalentProfile, updateTalentProfile } from "@/lib/server/talent/profile";
import { talentProfileSchema } from "@/lib/validators/talent";

export const GET = withUser(async (_request, { user }) => NextResponse.json(await getTalentProfile(user.id)));

export const PUT = withUser(async (request, { user }) => {
  const input = parseInput(talentProfileSchema, await readJson(request));
  return NextResponse.json(await updateTalentProfile(user.id, input));
});

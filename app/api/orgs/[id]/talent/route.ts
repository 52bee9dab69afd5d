// GET /api/orgs/{id}/talent?q=&segment=&minAttainment=&location=&cursor=: listed reps this organisation may see,
// { results: [card], nextCursor }. Owner, admins and recruiters (403 other roles) of an Enterprise organisation (402).
import { NextResponse } from "next/server";
import { parseId, parseInput, withUser } from "@/lib/server/http";
import { searchTalent } from "@/lib/server/talent/search";
import { talentSearchSchema } from "@/lib/validators/talent";

export const GET = withUser<{ id: string }>(async (request, { user, params }) => {
  const query = parseInput(talentSearchSchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await searchTalent(user.id, parseId(params.id, "Organisation"), query));
});

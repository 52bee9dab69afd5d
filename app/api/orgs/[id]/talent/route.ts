// GET /api/orgs/{id}/talent?q=&segment=&minAttainment=&location=&cursor=: listed reps this organisation may see,
// { results: [card], nextCursor }. Owner, admins and recruiters (403 other roles) of an Enterprise organisation (402).
import { NextResponse } from "next/server";
import { parseInput, withOrg } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { searchTalent } from "@/lib/server/talent/search";
import { talentSearchSchema } from "@/lib/validators/talent";

export const GET = withOrg(async (request, { org }) => {
  const query = parseInput(talentSearchSchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await searchTalent(org, query));
}, TALENT_ACCESS);

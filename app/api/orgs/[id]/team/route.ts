import { NextResponse } from "next/server";
import { teamPage } from "@/lib/server/data/orgs/team";
import { parseId, parseInput, withUser } from "@/lib/server/http";
import { teamQuerySchema } from "@/lib/validators/org";

/**
 * One page of a manager's reports (owners and admins: everyone) with their figures, the next page's cursor and the
 * totals over every page; sellers and recruiters 403.
 */
export const GET = withUser<{ id: string }>(async (request, { user, params }) => {
  const query = parseInput(teamQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await teamPage(user, parseId(params.id, "Organisation"), query));
});

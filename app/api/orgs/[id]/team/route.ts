import { NextResponse } from "next/server";
import { TEAM_FIGURES_ACCESS } from "@/lib/server/data/orgs/access";
import { teamPage } from "@/lib/server/data/orgs/team";
import { parseInput, withOrg } from "@/lib/server/http";
import { teamQuerySchema } from "@/lib/validators/org";

/**
 * One page of a manager's reports (owners and admins: everyone) with their figures, the next page's cursor and the
 * totals over every page; sellers and recruiters 403.
 */
export const GET = withOrg(async (request, { org }) => {
  const query = parseInput(teamQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await teamPage(org, query));
}, TEAM_FIGURES_ACCESS);

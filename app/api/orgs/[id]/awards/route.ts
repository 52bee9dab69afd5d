import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { teamLeadsTo } from "@/lib/server/data/orgs/access";
import { issueAward, listAwards } from "@/lib/server/data/orgs/awards";
import { orgRoute } from "@/lib/server/http";

export const GET = orgRoute(orgsRoutes["GET /api/orgs/[id]/awards"], async (_request, { org }) => listAwards(org));

/**
 * `{ userId, title, description, date? }` (awardSchema) by a manager (their reports) or an admin: a verified award on
 * the member's book.
 */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/awards"],
  async (_request, { user, org, input }) => NextResponse.json(await issueAward(org, user, input), { status: 201 }),
  teamLeadsTo("issue awards"),
);

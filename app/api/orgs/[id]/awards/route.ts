import { NextResponse } from "next/server";
import { AWARD_ACCESS } from "@/lib/server/data/orgs/access";
import { issueAward, listAwards } from "@/lib/server/data/orgs/awards";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { awardSchema } from "@/lib/validators/org";

export const GET = withOrg(async (_request, { org }) => NextResponse.json(await listAwards(org)));

/** `{ userId, title, description, date? }` by a manager (their reports) or an admin: a verified award on the member's book. */
export const POST = withOrg(async (request, { user, org }) => {
  const input = parseInput(awardSchema, await readJson(request));
  return NextResponse.json(await issueAward(org, user, input), { status: 201 });
}, AWARD_ACCESS);

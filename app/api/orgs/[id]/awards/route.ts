import { NextResponse } from "next/server";
import { issueAward, listAwards } from "@/lib/server/data/orgs/awards";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { awardSchema } from "@/lib/validators/org";

type Params = { id: string };

export const GET = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await listAwards(user, parseId(params.id, "Organisation"))),
);

/** `{ userId, title, description, date? }` by a manager (their reports) or an admin: a verified award on the member's book. */
export const POST = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const input = parseInput(awardSchema, await readJson(request));
  return NextResponse.json(await issueAward(user, orgId, input), { status: 201 });
});

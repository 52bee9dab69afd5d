import { NextResponse } from "next/server";
import { teamView } from "@/lib/server/data/orgs/team";
import { parseId, withUser } from "@/lib/server/http";

/** A manager's reports (owners and admins: everyone) with their figures; sellers and recruiters 403. */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await teamView(user, parseId(params.id, "Organisation"))),
);

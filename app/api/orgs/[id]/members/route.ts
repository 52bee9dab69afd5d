import { NextResponse } from "next/server";
import { listMembers } from "@/lib/server/data/orgs/orgs";
import { parseId, withUser } from "@/lib/server/http";

/** Names, roles and reporting lines of the members (never figures): members only, 404 for anyone else. */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await listMembers(user.id, parseId(params.id, "Organisation"))),
);

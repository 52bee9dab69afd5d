import { NextResponse } from "next/server";
import { listMembers } from "@/lib/server/data/orgs/orgs";
import { withOrg } from "@/lib/server/http";

/** Names, roles and reporting lines of the members (never figures): members only, 404 for anyone else. */
export const GET = withOrg(async (_request, { org }) => NextResponse.json(await listMembers(org)));

import { NextResponse } from "next/server";
import { teamLeadsTo } from "@/lib/server/data/orgs/access";
import { revokeAward } from "@/lib/server/data/orgs/awards";
import { parseId, withOrg } from "@/lib/server/http";

/** Revokes the award: it stays in the member's book without the organisation's badge. */
export const DELETE = withOrg<{ id: string; awardId: string }>(async (_request, { org, params }) => {
  await revokeAward(org, parseId(params.awardId, "Award"));
  return NextResponse.json({ success: true });
}, teamLeadsTo("revoke awards"));

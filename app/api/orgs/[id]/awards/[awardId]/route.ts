import { NextResponse } from "next/server";
import { revokeAward } from "@/lib/server/data/orgs/awards";
import { parseId, withUser } from "@/lib/server/http";

/** Revokes the award: it stays in the member's book without the organisation's badge. */
export const DELETE = withUser<{ id: string; awardId: string }>(async (_request, { user, params }) => {
  await revokeAward(user, parseId(params.id, "Organisation"), parseId(params.awardId, "Award"));
  return NextResponse.json({ success: true });
});

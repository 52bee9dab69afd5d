import { NextResponse } from "next/server";
import { quotaRecordHistory } from "@/lib/server/data/audit";
import { quotaRecordsData } from "@/lib/server/data/portfolio";
import { parseId, withUser } from "@/lib/server/http";

/** The record's verification trail, oldest first; another user's record is 404. */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) => {
  const record = await quotaRecordsData.get(user.id, parseId(params.id, "Quota record"));
  return NextResponse.json(await quotaRecordHistory(user.id, record.id));
});

import { NextResponse } from "next/server";
import { benchmarks } from "@/lib/server/data/orgs/benchmarks";
import { parseId, withUser } from "@/lib/server/http";

/** The caller's band in the organisation's cohorts, from the day's snapshot of verified figures (none under five). */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await benchmarks(user, parseId(params.id, "Organisation"))),
);

import { NextResponse } from "next/server";
import { benchmarks } from "@/lib/server/data/orgs/team";
import { parseId, withUser } from "@/lib/server/http";

/** The caller's percentile in the organisation's anonymised cohorts (none shown under five people). */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await benchmarks(user, parseId(params.id, "Organisation"))),
);

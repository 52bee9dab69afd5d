import { NextResponse } from "next/server";
import { refreshBenchmarks } from "@/lib/server/data/orgs/benchmarks";
import { parseId, withUser } from "@/lib/server/http";

/** Owners and admins take the day's benchmark snapshot again (429 past a few an hour); answers the caller's bands. */
export const POST = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await refreshBenchmarks(user, parseId(params.id, "Organisation"))),
);

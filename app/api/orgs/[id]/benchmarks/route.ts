import { NextResponse } from "next/server";
import { benchmarks } from "@/lib/server/data/orgs/benchmarks";
import { withOrg } from "@/lib/server/http";

/** The caller's band in the organisation's cohorts, from the day's snapshot of verified figures (none under five). */
export const GET = withOrg(async (_request, { org }) => NextResponse.json(await benchmarks(org)));

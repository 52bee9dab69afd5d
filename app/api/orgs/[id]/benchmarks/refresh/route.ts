import { NextResponse } from "next/server";
import { adminsTo } from "@/lib/server/data/orgs/access";
import { refreshBenchmarks } from "@/lib/server/data/orgs/benchmarks";
import { withOrg } from "@/lib/server/http";

/** Owners and admins take the day's benchmark snapshot again (429 past a few an hour); answers the caller's bands. */
export const POST = withOrg(
  async (_request, { org }) => NextResponse.json(await refreshBenchmarks(org)),
  adminsTo("refresh the benchmarks"),
);

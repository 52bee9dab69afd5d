import { orgsRoutes } from "@/lib/api/routes/orgs";
import { benchmarks } from "@/lib/server/data/orgs/benchmarks";
import { orgRoute } from "@/lib/server/http";

/** The caller's band in the organisation's cohorts, from the day's snapshot of verified figures (none under five). */
export const GET = orgRoute(orgsRoutes["GET /api/orgs/[id]/benchmarks"], async (_request, { org }) => benchmarks(org));

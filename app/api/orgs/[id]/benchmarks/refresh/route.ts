import { orgsRoutes } from "@/lib/api/routes/orgs";
import { adminsTo } from "@/lib/server/data/orgs/access";
import { refreshBenchmarks } from "@/lib/server/data/orgs/benchmarks";
import { orgRoute } from "@/lib/server/http";

/** Owners and admins take the day's benchmark snapshot again (429 past a few an hour); answers the caller's bands. */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/benchmarks/refresh"],
  async (_request, { org }) => refreshBenchmarks(org),
  adminsTo("refresh the benchmarks"),
);

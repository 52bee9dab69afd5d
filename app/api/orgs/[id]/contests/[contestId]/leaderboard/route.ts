import { contestsRoutes } from "@/lib/api/routes/contests";
import { contestLeaderboard } from "@/lib/server/data/orgs/contest-standings";
import { CONTEST_READ_ACCESS } from "@/lib/server/data/orgs/contests";
import { orgRoute, parseId } from "@/lib/server/http";

/** The live ranks; each value only where the caller may see that member's figures. */
export const GET = orgRoute(
  contestsRoutes["GET /api/orgs/[id]/contests/[contestId]/leaderboard"],
  async (_request, { org, params }) => contestLeaderboard(org, parseId(params.contestId, "Contest")),
  CONTEST_READ_ACCESS,
);

import { contestsRoutes } from "@/lib/api/routes/contests";
import { CONTEST_DELETE_ACCESS, CONTEST_READ_ACCESS, deleteContest, getContest } from "@/lib/server/data/orgs/contests";
import { orgRoute, parseId, SUCCESS } from "@/lib/server/http";

export const GET = orgRoute(
  contestsRoutes["GET /api/orgs/[id]/contests/[contestId]"],
  async (_request, { org, params }) => getContest(org, parseId(params.contestId, "Contest")),
  CONTEST_READ_ACCESS,
);

/** Deletes a contest not yet awarded: owners, admins, or the manager who started it. */
export const DELETE = orgRoute(
  contestsRoutes["DELETE /api/orgs/[id]/contests/[contestId]"],
  async (_request, { org, params }) => {
    await deleteContest(org, parseId(params.contestId, "Contest"));
    return SUCCESS;
  },
  CONTEST_DELETE_ACCESS,
);

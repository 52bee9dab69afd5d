// Route table entries for an organisation's contests and their leaderboards.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type { contestLeaderboard } from "@/lib/server/data/orgs/contest-standings";
import type { createContest, getContest, listContests } from "@/lib/server/data/orgs/contests";
import { contestSchema } from "@/lib/validators/contests";

export const contestsRoutes = routeTable({
  "GET /api/orgs/[id]/contests": {
    output: out<Returns<typeof listContests>>(),
  },
  "POST /api/orgs/[id]/contests": {
    input: contestSchema,
    output: out<Returns<typeof createContest>>(),
  },
  "GET /api/orgs/[id]/contests/[contestId]": {
    output: out<Returns<typeof getContest>>(),
  },
  "DELETE /api/orgs/[id]/contests/[contestId]": {
    output: out<{ success: true }>(),
  },
  "GET /api/orgs/[id]/contests/[contestId]/leaderboard": {
    output: out<Returns<typeof contestLeaderboard>>(),
  },
});

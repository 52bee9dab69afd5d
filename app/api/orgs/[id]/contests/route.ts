import { NextResponse } from "next/server";
import { contestsRoutes } from "@/lib/api/routes/contests";
import {
  CONTEST_READ_ACCESS,
  CONTEST_WRITE_ACCESS,
  createContest,
  listContests,
} from "@/lib/server/data/orgs/contests";
import { orgRoute } from "@/lib/server/http";

/** The contests the caller may see: owners, admins and managers all of them, other members those they are in. */
export const GET = orgRoute(
  contestsRoutes["GET /api/orgs/[id]/contests"],
  async (_request, { org }) => listContests(org),
  CONTEST_READ_ACCESS,
);

/** `{ name, metric, start, end, scope?, prize? }` (contestSchema) by an owner or admin, or a manager for their team. */
export const POST = orgRoute(
  contestsRoutes["POST /api/orgs/[id]/contests"],
  async (_request, { org, input }) => NextResponse.json(await createContest(org, input), { status: 201 }),
  CONTEST_WRITE_ACCESS,
);

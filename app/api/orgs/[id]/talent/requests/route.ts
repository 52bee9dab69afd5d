// GET /api/orgs/{id}/talent/requests: the organisation's requests to reps; the rep's name and chosen address only
// for the recruiter who wrote, once the rep accepted.
import { NextResponse } from "next/server";
import { parseId, withUser } from "@/lib/server/http";
import { listOrgRequests } from "@/lib/server/talent/requests";

export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await listOrgRequests(user.id, parseId(params.id, "Organisation"))),
);

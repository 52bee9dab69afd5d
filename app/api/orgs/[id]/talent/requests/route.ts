// GET /api/orgs/{id}/talent/requests: the organisation's requests to reps; the rep's name and chosen address only
// for the recruiter who wrote, once the rep accepted.
import { NextResponse } from "next/server";
import { withOrg } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { listOrgRequests } from "@/lib/server/talent/requests";

export const GET = withOrg(async (_request, { org }) => NextResponse.json(await listOrgRequests(org)), TALENT_ACCESS);

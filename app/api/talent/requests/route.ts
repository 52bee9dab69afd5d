// GET /api/talent/requests: recruiters' requests to the rep, newest first; the recruiter's address once accepted.
import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { listRepRequests } from "@/lib/server/talent/requests";

export const GET = withUser(async (_request, { user }) => NextResponse.json(await listRepRequests(user.id)));

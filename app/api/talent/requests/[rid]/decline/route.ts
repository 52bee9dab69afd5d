// POST /api/talent/requests/{rid}/decline: the rep declines; the recruiter learns nothing more. 409 when answered.
import { NextResponse } from "next/server";
import { parseId, withUser } from "@/lib/server/http";
import { declineRequest } from "@/lib/server/talent/requests";

export const POST = withUser<{ rid: string }>(async (_request, { user, params }) =>
  NextResponse.json(await declineRequest(user.id, parseId(params.rid, "Request"))),
);

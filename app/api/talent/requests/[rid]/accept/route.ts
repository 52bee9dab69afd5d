// POST /api/talent/requests/{rid}/accept { contactEmail? }: the rep accepts; the recruiter who wrote gets the
// address the rep chose (their account's by default), and the rep the recruiter's. 409 when already answered.
import { NextResponse } from "next/server";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { acceptRequest } from "@/lib/server/talent/requests";
import { talentAcceptSchema } from "@/lib/validators/talent";

export const POST = withUser<{ rid: string }>(async (request, { user, params }) => {
  const input = parseInput(talentAcceptSchema, await readJson(request));
  return NextResponse.json(await acceptRequest(user.id, parseId(params.rid, "Request"), input));
});

// POST /api/orgs/{id}/talent/{profileId}/contact { message }: e-mails the rep through the product. 201; 409 while a
// request of the organisation waits for the rep; 429 past the recruiter's or the organisation's cap.
import { NextResponse } from "next/server";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { contactListing } from "@/lib/server/talent/requests";
import { talentContactSchema } from "@/lib/validators/talent";

export const POST = withUser<{ id: string; profileId: string }>(async (request, { user, params }) => {
  const { message } = parseInput(talentContactSchema, await readJson(request));
  const orgId = parseId(params.id, "Organisation");
  return NextResponse.json(await contactListing(user.id, orgId, params.profileId, message), { status: 201 });
});

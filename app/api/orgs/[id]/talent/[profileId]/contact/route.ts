// POST /api/orgs/{id}/talent/{profileId}/contact { message }: e-mails the rep through the product. 201; 409 while a
// request of the organisation waits for the rep; 429 past the recruiter's or the organisation's cap.
import { NextResponse } from "next/server";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { contactListing } from "@/lib/server/talent/requests";
import { talentContactSchema } from "@/lib/validators/talent";

export const POST = withOrg<{ id: string; profileId: string }>(async (request, { org, params }) => {
  const { message } = parseInput(talentContactSchema, await readJson(request));
  return NextResponse.json(await contactListing(org, params.profileId, message), { status: 201 });
}, TALENT_ACCESS);

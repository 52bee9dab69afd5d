// POST /api/orgs/{id}/talent/{profileId}/contact { message } (talentContactSchema): e-mails the rep through the
// product. 201; 409 while a request of the organisation waits for the rep; 429 past the recruiter's or the
// organisation's cap.
import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { orgRoute } from "@/lib/server/http";
import { TALENT_ACCESS } from "@/lib/server/talent/access";
import { contactListing } from "@/lib/server/talent/requests";

export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/talent/[profileId]/contact"],
  async (_request, { org, params, input }) =>
    NextResponse.json(await contactListing(org, params.profileId, input.message), { status: 201 }),
  TALENT_ACCESS,
);

// GET /api/orgs/{id}/talent/{profileId}: one listed rep's card (recorded as a view for the rep and in the audit
// trail). 404 when the rep is not listed or does not let this organisation see them.
import { NextResponse } from "next/server";
import { parseId, withUser } from "@/lib/server/http";
import { talentCard } from "@/lib/server/talent/search";

export const GET = withUser<{ id: string; profileId: string }>(async (_request, { user, params }) =>
  NextResponse.json(await talentCard(user.id, parseId(params.id, "Organisation"), params.profileId)),
);

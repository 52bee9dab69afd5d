import { NextResponse } from "next/server";
import { viewInvitation } from "@/lib/server/data/orgs/invitations";
import { withErrors } from "@/lib/server/http";

/** What an invitation link is for (organisation, role, address): 404 unknown, 410 used, expired or withdrawn. */
export const GET = withErrors<{ token: string }>(async (_request, { params }) =>
  NextResponse.json(await viewInvitation((await params).token)),
);

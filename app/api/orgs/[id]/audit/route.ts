import { NextResponse } from "next/server";
import { listOrgAudit } from "@/lib/server/data/orgs/audit";
import { parseId, withUser } from "@/lib/server/http";

/** The organisation's audit trail (invitations, role changes, attestations, awards): owners and admins. */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await listOrgAudit(user.id, parseId(params.id, "Organisation"))),
);

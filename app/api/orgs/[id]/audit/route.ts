import { NextResponse } from "next/server";
import { listOrgAudit } from "@/lib/server/data/orgs/audit";
import { ADMIN_ROLES } from "@/lib/server/data/orgs/access";
import { withOrg } from "@/lib/server/http";

/** The organisation's audit trail (invitations, role changes, attestations, awards): owners and admins. */
export const GET = withOrg(async (_request, { org }) => NextResponse.json(await listOrgAudit(org)), {
  roles: { roles: ADMIN_ROLES, action: "see the audit trail" },
});

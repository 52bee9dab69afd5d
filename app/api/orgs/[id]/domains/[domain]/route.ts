import { NextResponse } from "next/server";
import { removePendingDomain } from "@/lib/server/data/orgs/domains";
import { parseId, parseInput, withUser } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Removes a domain still waiting for its DNS check (owners and admins); a verified one only the operator removes. */
export const DELETE = withUser<{ id: string; domain: string }>(async (_request, { user, params }) => {
  const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
  await removePendingDomain(user.id, parseId(params.id, "Organisation"), domain);
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { DOMAINS_ACCESS, removePendingDomain } from "@/lib/server/data/orgs/domains";
import { parseInput, withOrg } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Removes a domain still waiting for its DNS check (owners and admins); a verified one only the operator removes. */
export const DELETE = withOrg<{ id: string; domain: string }>(async (_request, { org, params }) => {
  const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
  await removePendingDomain(org, domain);
  return NextResponse.json({ success: true });
}, DOMAINS_ACCESS);

import { NextResponse } from "next/server";
import { checkDomain, DOMAINS_ACCESS } from "@/lib/server/data/orgs/domains";
import { parseInput, withOrg } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Looks up the domain's TXT record: 200 verified, 409 while the record is not found (the message says what to publish). */
export const POST = withOrg<{ id: string; domain: string }>(async (_request, { org, params }) => {
  const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
  return NextResponse.json(await checkDomain(org, domain));
}, DOMAINS_ACCESS);

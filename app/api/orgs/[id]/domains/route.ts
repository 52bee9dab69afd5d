import { NextResponse } from "next/server";
import { addDomain, DOMAINS_ACCESS, DOMAINS_READ_ACCESS, listDomains } from "@/lib/server/data/orgs/domains";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** The organisation's domains with `verifiedAt`, `method` and the TXT record to publish: owners and admins. */
export const GET = withOrg(async (_request, { org }) => NextResponse.json(await listDomains(org)), DOMAINS_READ_ACCESS);

/** `{ domain }`: 201 verified at once (a confirmed address there), else 202 with the DNS TXT record to publish. */
export const POST = withOrg(async (request, { org }) => {
  const { domain } = parseInput(orgDomainSchema, await readJson(request));
  const added = await addDomain(org, domain);
  return NextResponse.json(added.domain, { status: added.verified ? 201 : 202 });
}, DOMAINS_ACCESS);

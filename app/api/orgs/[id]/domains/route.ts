import { NextResponse } from "next/server";
import { addDomain, listDomains } from "@/lib/server/data/orgs/domains";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

type Params = { id: string };

/** The organisation's domains with `verifiedAt`, `method` and the TXT record to publish: owners and admins. */
export const GET = withUser<Params>(async (_request, { user, params }) =>
  NextResponse.json(await listDomains(user.id, parseId(params.id, "Organisation"))),
);

/** `{ domain }`: 201 verified at once (a confirmed address there), else 202 with the DNS TXT record to publish. */
export const POST = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const { domain } = parseInput(orgDomainSchema, await readJson(request));
  const added = await addDomain(user.id, orgId, domain);
  return NextResponse.json(added.domain, { status: added.verified ? 201 : 202 });
});

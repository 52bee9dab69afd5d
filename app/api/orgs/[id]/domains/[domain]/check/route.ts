import { NextResponse } from "next/server";
import { checkDomain } from "@/lib/server/data/orgs/domains";
import { parseId, parseInput, withUser } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Looks up the domain's TXT record: 200 verified, 409 while the record is not found (the message says what to publish). */
export const POST = withUser<{ id: string; domain: string }>(async (_request, { user, params }) => {
  const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
  return NextResponse.json(await checkDomain(user.id, parseId(params.id, "Organisation"), domain));
});

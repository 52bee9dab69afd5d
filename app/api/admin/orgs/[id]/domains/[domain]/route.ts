import { NextResponse } from "next/server";
import { operatorRemoveDomain } from "@/lib/server/data/orgs/domains";
import { parseId, parseInput, withUser } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** The operator removes one of an organisation's domains, verified or not. Site admins only. */
export const DELETE = withUser<{ id: string; domain: string }>(
  async (_request, { user, params }) => {
    const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
    await operatorRemoveDomain(user.id, parseId(params.id, "Organisation"), domain);
    return NextResponse.json({ success: true });
  },
  { role: "admin" },
);

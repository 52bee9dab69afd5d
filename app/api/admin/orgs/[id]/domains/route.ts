import { NextResponse } from "next/server";
import { operatorAddDomain } from "@/lib/server/data/orgs/domains";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** The operator verifies a domain for an organisation: `{ domain }`. Site admins only. */
export const POST = withUser<{ id: string }>(
  async (request, { user, params }) => {
    const orgId = parseId(params.id, "Organisation");
    const { domain } = parseInput(orgDomainSchema, await readJson(request));
    return NextResponse.json(await operatorAddDomain(user.id, orgId, domain), { status: 201 });
  },
  { role: "admin" },
);

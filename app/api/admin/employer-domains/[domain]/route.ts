import { NextResponse } from "next/server";
import { removeEmployerDomain } from "@/lib/server/data/employer-domains";
import { parseInput, withUser } from "@/lib/server/http";
import { employerDomainSchema } from "@/lib/validators/employer-domain";

/** The operator withdraws a vetted domain (404 when it is not on the list). Admins only. */
export const DELETE = withUser<{ domain: string }>(
  async (_request, { params }) => {
    const { domain } = parseInput(employerDomainSchema, { domain: decodeURIComponent(params.domain) });
    await removeEmployerDomain(domain);
    return NextResponse.json({ success: true });
  },
  { role: "admin" },
);

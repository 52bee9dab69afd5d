import { NextResponse } from "next/server";
import { addEmployerDomain, listEmployerDomains } from "@/lib/server/data/employer-domains";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { employerDomainSchema } from "@/lib/validators/employer-domain";

/** The vetted employer domains and the domains waiting for a look. Admins only (403 otherwise). */
export const GET = withUser(async () => NextResponse.json(await listEmployerDomains()), { role: "admin" });

/** The operator vets a domain: 201, 409 when it already is, 422 for a free-mail or malformed one. */
export const POST = withUser(
  async (request, { user }) => {
    const input = parseInput(employerDomainSchema, await readJson(request));
    const { domain, source, createdAt } = await addEmployerDomain(user.id, input);
    return NextResponse.json({ domain, source, createdAt }, { status: 201 });
  },
  { role: "admin" },
);

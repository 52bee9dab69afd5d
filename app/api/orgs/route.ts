import { NextResponse } from "next/server";
import { createOrg, listMyOrgs } from "@/lib/server/data/orgs/orgs";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { createOrgSchema } from "@/lib/validators/org";

/** The organisations the caller belongs to, with their role in each. */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await listMyOrgs(user.id)));

/** A new organisation `{ name }`; the caller is its owner. */
export const POST = withUser(async (request, { user }) => {
  const { name } = parseInput(createOrgSchema, await readJson(request));
  return NextResponse.json(await createOrg(user.id, name), { status: 201 });
});

import { NextResponse } from "next/server";
import { operatorRenameOrg } from "@/lib/server/data/orgs/orgs";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { operatorOrgSchema } from "@/lib/validators/org";

/** The operator renames an organisation (the only way once it has a verified domain): `{ name }`. Site admins only. */
export const PATCH = withUser<{ id: string }>(
  async (request, { user, params }) => {
    const orgId = parseId(params.id, "Organisation");
    const { name } = parseInput(operatorOrgSchema, await readJson(request));
    return NextResponse.json(await operatorRenameOrg(user.id, orgId, name));
  },
  { role: "admin" },
);

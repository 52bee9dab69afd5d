import { NextResponse } from "next/server";
import { setOrgPlan } from "@/lib/server/data/orgs/orgs";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { orgPlanSchema } from "@/lib/validators/org";

/** The operator sets an organisation's plan and seats: `{ tier: "enterprise", seats }`. Site admins only. */
export const POST = withUser<{ id: string }>(
  async (request, { user, params }) => {
    const orgId = parseId(params.id, "Organisation");
    const plan = parseInput(orgPlanSchema, await readJson(request));
    return NextResponse.json(await setOrgPlan(user.id, orgId, plan));
  },
  { role: "admin" },
);

import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { createOrg, listMyOrgs } from "@/lib/server/data/orgs/orgs";
import { userRoute } from "@/lib/server/http";

/** The organisations the caller belongs to, with their role in each. */
export const GET = userRoute(orgsRoutes["GET /api/orgs"], async (_request, { user }) => listMyOrgs(user.id));

/** A new organisation `{ name }` (createOrgSchema); the caller is its owner. */
export const POST = userRoute(orgsRoutes["POST /api/orgs"], async (_request, { user, input }) =>
  NextResponse.json(await createOrg(user.id, input.name), { status: 201 }),
);

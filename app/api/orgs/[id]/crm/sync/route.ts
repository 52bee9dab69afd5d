// Syncs the organisation's CRM: 202 at once with the status (each connection's sync running), the sync itself runs
// after the answer; GET /api/orgs/{id}/crm follows its progress.
import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { EMPLOYER_CRM_ACCESS, requestEmployerSync } from "@/lib/server/data/orgs/employer-crm";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/crm/sync"],
  async (_request, { org }) => NextResponse.json(await requestEmployerSync(org), { status: 202 }),
  EMPLOYER_CRM_ACCESS,
);

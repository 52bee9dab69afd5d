// An organisation's recognition rules: every member reads them; owners and admins make them for anyone, a manager
// for their own team (recognitionRuleSchema). The run after the response evaluates the new rule.
import { NextResponse } from "next/server";
import { recognitionRoutes } from "@/lib/api/routes/recognition";
import { createRule, listRules } from "@/lib/server/data/orgs/recognition-rules";
import { orgRoute } from "@/lib/server/http";

export const GET = orgRoute(recognitionRoutes["GET /api/orgs/[id]/recognition-rules"], async (_request, { org }) =>
  listRules(org),
);

export const POST = orgRoute(
  recognitionRoutes["POST /api/orgs/[id]/recognition-rules"],
  async (_request, { org, input }) => NextResponse.json(await createRule(org, input), { status: 201 }),
);

// One recognition rule: a change is merged over it and checked whole; deleting it keeps the awards it gave.
import { recognitionRoutes } from "@/lib/api/routes/recognition";
import { deleteRule, updateRule } from "@/lib/server/data/orgs/recognition-rules";
import { orgRoute, parseId } from "@/lib/server/http";

export const PATCH = orgRoute(
  recognitionRoutes["PATCH /api/orgs/[id]/recognition-rules/[ruleId]"],
  async (_request, { org, params, input }) => updateRule(org, parseId(params.ruleId, "Rule"), input),
);

export const DELETE = orgRoute(
  recognitionRoutes["DELETE /api/orgs/[id]/recognition-rules/[ruleId]"],
  async (_request, { org, params }) => deleteRule(org, parseId(params.ruleId, "Rule")),
);

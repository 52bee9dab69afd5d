// Who the rule would recognise (for `{ period }`, or every period), and who already holds the award: nothing issued.
import { recognitionRoutes } from "@/lib/api/routes/recognition";
import { previewRule } from "@/lib/server/data/orgs/recognition-rules";
import { orgRoute, parseId } from "@/lib/server/http";

export const POST = orgRoute(
  recognitionRoutes["POST /api/orgs/[id]/recognition-rules/[ruleId]/preview"],
  async (_request, { org, params, input }) => previewRule(org, parseId(params.ruleId, "Rule"), input.period),
);

// Route table entries for an organisation's recognition rules and their preview.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type {
  createRule,
  deleteRule,
  listRules,
  previewRule,
  updateRule,
} from "@/lib/server/data/orgs/recognition-rules";
import {
  recognitionRulePatchSchema,
  recognitionRuleSchema,
  rulePreviewSchema,
} from "@/lib/validators/recognition-rules";

export const recognitionRoutes = routeTable({
  "GET /api/orgs/[id]/recognition-rules": { output: out<Returns<typeof listRules>>() },
  "POST /api/orgs/[id]/recognition-rules": { input: recognitionRuleSchema, output: out<Returns<typeof createRule>>() },
  "PATCH /api/orgs/[id]/recognition-rules/[ruleId]": {
    input: recognitionRulePatchSchema,
    output: out<Returns<typeof updateRule>>(),
  },
  "DELETE /api/orgs/[id]/recognition-rules/[ruleId]": { output: out<Returns<typeof deleteRule>>() },
  "POST /api/orgs/[id]/recognition-rules/[ruleId]/preview": {
    input: rulePreviewSchema,
    output: out<Returns<typeof previewRule>>(),
  },
});

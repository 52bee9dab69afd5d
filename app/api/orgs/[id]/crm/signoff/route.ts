// Signs off synced CRM figures: `{ rows: [{ userId, period }] }` (up to 500) by an owner or admin, never for
// themselves. Each row becomes an employer-verified quota record in the seller's book; the answer counts what was
// signed, what was already signed with the same figures, and each row skipped with its reason.
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { EMPLOYER_CRM_ACCESS } from "@/lib/server/data/orgs/employer-crm";
import { signOffEmployerFigures } from "@/lib/server/data/orgs/employer-signoff";
import { orgRoute } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/crm/signoff"],
  async (_request, { org, input }) => signOffEmployerFigures(org, input),
  EMPLOYER_CRM_ACCESS,
);

import { orgsRoutes } from "@/lib/api/routes/orgs";
import { declineAttestation } from "@/lib/server/data/orgs/attestations";
import { orgRoute, parseId } from "@/lib/server/http";

/** The manager (or an admin) declines, saying why: `{ reason }` (declineSchema). */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/attestations/[aid]/decline"],
  async (_request, { org, params, input }) => declineAttestation(org, parseId(params.aid, "Attestation"), input.reason),
);

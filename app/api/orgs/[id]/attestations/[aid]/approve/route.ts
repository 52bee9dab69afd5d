import { orgsRoutes } from "@/lib/api/routes/orgs";
import { approveAttestation } from "@/lib/server/data/orgs/attestations";
import { orgRoute, parseId } from "@/lib/server/http";

/** The seller's manager (or an organisation admin, never the seller) attests the figures: the record is verified. */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/attestations/[aid]/approve"],
  async (_request, { org, params }) => approveAttestation(org, parseId(params.aid, "Attestation")),
);

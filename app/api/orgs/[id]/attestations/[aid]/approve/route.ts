import { NextResponse } from "next/server";
import { ATTESTATION_ACCESS } from "@/lib/server/data/orgs/access";
import { approveAttestation } from "@/lib/server/data/orgs/attestations";
import { parseId, withOrg } from "@/lib/server/http";

/** The seller's manager (or an organisation admin, never the seller) attests the figures: the record is verified. */
export const POST = withOrg<{ id: string; aid: string }>(
  async (_request, { user, org, params }) =>
    NextResponse.json(await approveAttestation(org, user, parseId(params.aid, "Attestation"))),
  ATTESTATION_ACCESS,
);

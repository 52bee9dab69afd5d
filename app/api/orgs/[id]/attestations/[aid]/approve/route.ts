import { NextResponse } from "next/server";
import { approveAttestation } from "@/lib/server/data/orgs/attestations";
import { parseId, withUser } from "@/lib/server/http";

/** The seller's manager (or an organisation admin, never the seller) attests the figures: the record is verified. */
export const POST = withUser<{ id: string; aid: string }>(async (_request, { user, params }) =>
  NextResponse.json(
    await approveAttestation(user, parseId(params.id, "Organisation"), parseId(params.aid, "Attestation")),
  ),
);

import { NextResponse } from "next/server";
import { declineAttestation } from "@/lib/server/data/orgs/attestations";
import { parseId, parseInput, readJson, withOrg } from "@/lib/server/http";
import { declineSchema } from "@/lib/validators/org";

/** The manager (or an admin) declines, saying why: `{ reason }`. */
export const POST = withOrg<{ id: string; aid: string }>(async (request, { user, org, params }) => {
  const attestationId = parseId(params.aid, "Attestation");
  const { reason } = parseInput(declineSchema, await readJson(request));
  return NextResponse.json(await declineAttestation(org, user, attestationId, reason));
});

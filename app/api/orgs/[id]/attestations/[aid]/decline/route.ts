import { NextResponse } from "next/server";
import { declineAttestation } from "@/lib/server/data/orgs/attestations";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { declineSchema } from "@/lib/validators/org";

/** The manager (or an admin) declines, saying why: `{ reason }`. */
export const POST = withUser<{ id: string; aid: string }>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const attestationId = parseId(params.aid, "Attestation");
  const { reason } = parseInput(declineSchema, await readJson(request));
  return NextResponse.json(await declineAttestation(user, orgId, attestationId, reason));
});

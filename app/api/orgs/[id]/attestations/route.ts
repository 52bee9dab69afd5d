import { NextResponse } from "next/server";
import { z } from "zod";
import { ATTESTATION_ACCESS } from "@/lib/server/data/orgs/access";
import { listAttestations, requestAttestation } from "@/lib/server/data/orgs/attestations";
import { parseInput, readJson, withOrg } from "@/lib/server/http";
import { attestationRequestSchema } from "@/lib/validators/org";

const statusSchema = z
  .enum(["pending", "approved", "declined", "void"], { error: "Unknown status" })
  .default("pending");

/** The attestation queue: a manager's requests to decide (admins: all), a seller's own. `?status=` (default pending). */
export const GET = withOrg(async (request, { org }) => {
  const status = parseInput(statusSchema, request.nextUrl.searchParams.get("status") ?? undefined);
  return NextResponse.json(await listAttestations(org, status));
});

/** A seller asks their manager to attest one of their own quota records: `{ quotaRecordId }`. */
export const POST = withOrg(async (request, { user, org }) => {
  const { quotaRecordId } = parseInput(attestationRequestSchema, await readJson(request));
  return NextResponse.json(await requestAttestation(org, user, quotaRecordId), { status: 201 });
}, ATTESTATION_ACCESS);

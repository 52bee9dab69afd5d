import { NextResponse } from "next/server";
import { z } from "zod";
import { listAttestations, requestAttestation } from "@/lib/server/data/orgs/attestations";
import { parseId, parseInput, readJson, withUser } from "@/lib/server/http";
import { attestationRequestSchema } from "@/lib/validators/org";

type Params = { id: string };

const statusSchema = z
  .enum(["pending", "approved", "declined", "void"], { error: "Unknown status" })
  .default("pending");

/** The attestation queue: a manager's requests to decide (admins: all), a seller's own. `?status=` (default pending). */
export const GET = withUser<Params>(async (request, { user, params }) => {
  const status = parseInput(statusSchema, request.nextUrl.searchParams.get("status") ?? undefined);
  return NextResponse.json(await listAttestations(user, parseId(params.id, "Organisation"), status));
});

/** A seller asks their manager to attest one of their own quota records: `{ quotaRecordId }`. */
export const POST = withUser<Params>(async (request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const { quotaRecordId } = parseInput(attestationRequestSchema, await readJson(request));
  return NextResponse.json(await requestAttestation(user, orgId, quotaRecordId), { status: 201 });
});

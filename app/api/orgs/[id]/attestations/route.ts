import { NextResponse } from "next/server";
import { z } from "zod";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { ATTESTATION_REQUEST_ACCESS } from "@/lib/server/data/orgs/access";
import { listAttestations, requestAttestation } from "@/lib/server/data/orgs/attestations";
import { orgRoute, parseInput } from "@/lib/server/http";

const statusSchema = z
  .enum(["pending", "approved", "declined", "void"], { error: "Unknown status" })
  .default("pending");

/** The attestation queue: a manager's requests to decide (admins: all), a seller's own. `?status=` (default pending). */
export const GET = orgRoute(orgsRoutes["GET /api/orgs/[id]/attestations"], async (request, { org }) => {
  const status = parseInput(statusSchema, request.nextUrl.searchParams.get("status") ?? undefined);
  return listAttestations(org, status);
});

/** A seller asks their manager to attest one of their own quota records: `{ quotaRecordId }` (attestationRequestSchema). */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/attestations"],
  async (_request, { org, input }) =>
    NextResponse.json(await requestAttestation(org, input.quotaRecordId), { status: 201 }),
  ATTESTATION_REQUEST_ACCESS,
);

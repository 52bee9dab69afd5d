// POST /api/credentials/verify: checks a credential JSON (the credential itself, or { verifiableCredential } as the
// VC API sends it) with no account: { verified, revoked, issuer, checks, errors, results }. 200 whatever the
// verdict; 400 for a body that is not a JSON object; 413 over 256 KB.
import { NextResponse } from "next/server";
import { verifyCredentialDocument } from "@/lib/server/credentials";
import { readJson, withErrors } from "@/lib/server/http";
import { LONG_TEXT_BODY_LIMIT } from "@/lib/server/read-body";

export const runtime = "nodejs";

export const POST = withErrors(async (request) => {
  const body = await readJson(request, LONG_TEXT_BODY_LIMIT);
  const wrapped =
    !("proof" in body) && typeof body.verifiableCredential === "object" ? body.verifiableCredential : body;
  return NextResponse.json(await verifyCredentialDocument(wrapped));
});

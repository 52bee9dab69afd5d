// POST /api/credentials/verify: checks a credential JSON (the credential itself, or { verifiableCredential } as the
// VC API sends it) with no account: { verified, revoked, issuer, checks, errors, results }. 200 whatever the
// verdict; 400 for a body that is not a JSON object; 413 over 16 KB; 429 past 30 checks a minute from one address or
// when the line of checks is full; 422 or 503 when a document overruns the verify worker's memory or time.
import { NextResponse } from "next/server";
import { inCredentialLine, readCredentialRequest } from "@/lib/server/credentials/credential-request";
import { verifyCredentialText } from "@/lib/server/credentials/verify";
import { withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = withErrors(async (request) => {
  const call = await readCredentialRequest(request, { countAddress: true });
  return NextResponse.json(await inCredentialLine(call, () => verifyCredentialText(call.text, call.value)));
});

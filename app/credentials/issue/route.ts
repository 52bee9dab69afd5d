// POST /credentials/issue: the W3C VC API's issuer, for the operator only (Authorization: Bearer <VC_API_TOKEN>;
// 404 while VC_API_TOKEN is unset, 401 without it or with another token). Body `{ credential, options }`: the
// credential is signed as given (a plain VerifiableCredential 1.1 or 2.0, no Open Badges check) with an
// eddsa-rdfc-2022 Data Integrity proof, by the app's did:web key or the operator's did:key (VC_API_DID_KEY) as its
// issuer names; 201 `{ verifiableCredential }`. 400 when `credential` is not a JSON object, 422 for another issuer
// or a document the libraries refuse to sign (a term no context defines, no subject), 413 over 16 KB, 429 when the
// line of the credentials worker is full.
import { NextResponse } from "next/server";
import { inCredentialLine, readCredentialRequest } from "@/lib/server/credentials/credential-request";
import { isJsonObject, issuerIdOf, issuingKeyFor, requireVcApiOperator } from "@/lib/server/credentials/vc-api";
import { signCredentialText } from "@/lib/server/credentials/verify";
import { ApiError, withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = withErrors(async (request) => {
  requireVcApiOperator(request);
  const call = await readCredentialRequest(request, { countAddress: false });
  const { credential } = call.value;
  if (!isJsonObject(credential)) {
    throw new ApiError("bad_request", "credential must be a JSON object: the credential to sign", {
      credential: "Send the credential as a JSON object",
    });
  }
  const key = await issuingKeyFor(issuerIdOf(credential));
  const signed = await inCredentialLine(call, () => signCredentialText(call.text, key));
  if ("refused" in signed) {
    throw new ApiError("validation_error", `The credential cannot be signed: ${signed.refused}`, {
      credential: signed.refused,
    });
  }
  return NextResponse.json({ verifiableCredential: signed.issued }, { status: 201 });
});

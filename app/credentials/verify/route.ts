// POST /credentials/verify: the W3C VC API's verifier, as the W3C test suites call it. Body `{ verifiableCredential,
// options }`. 200 `{ verified: true, checks, warnings, errors }` when the credential verifies (a QuotaProof credential,
// or one issued by an Ed25519 did:key); 400 with the same fields saying why when it does not, or when
// `verifiableCredential` is not a JSON object. The limits of POST /api/credentials/verify (16 KB: 413; 30 checks a
// minute from one address and the line of checks: 429), except that the operator's bearer token (VC_API_TOKEN)
// skips the per-address count; any other bearer token answers 401.
import { inCredentialLine, readCredentialRequest } from "@/lib/server/credentials/credential-request";
import { isJsonObject, vcApiCaller, vcApiVerification } from "@/lib/server/credentials/vc-api";
import { verifyCredentialText } from "@/lib/server/credentials/verify";
import { ApiError, withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const POST = withErrors(async (request) => {
  const call = await readCredentialRequest(request, { countAddress: vcApiCaller(request) !== "operator" });
  if (!isJsonObject(call.value.verifiableCredential)) {
    throw new ApiError("bad_request", "verifiableCredential must be a JSON object: the credential to verify", {
      verifiableCredential: "Send the credential as a JSON object",
    });
  }
  const result = await inCredentialLine(call, () => verifyCredentialText(call.text, call.value, { vcApi: true }));
  return vcApiVerification(result);
});

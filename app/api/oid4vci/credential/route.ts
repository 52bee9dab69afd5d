// POST /api/oid4vci/credential: the OpenID4VCI credential endpoint. Bearer access token from the token endpoint, a
// JSON body { credential_configuration_id: "OpenBadgeCredential", proofs: { jwt: [<proof>] } }, at most 16 KB.
// 200 { credentials: [{ credential }] } (the rep's Open Badges credential, its subject the wallet's DID); 401
// invalid_token; 400 invalid_credential_request / unknown_credential_configuration / invalid_proof / invalid_nonce /
// credential_request_denied (revoked); 413 past 16 KB.
import { withErrors } from "@/lib/server/http";
import { readJsonBody } from "@/lib/server/read-body";
import { protocolAnswer, protocolJson } from "@/lib/server/wallet/endpoint";
import { issueWalletCredential } from "@/lib/server/wallet/issue";
import { protocolError } from "@/lib/server/wallet/protocol";

export const runtime = "nodejs";

const MAX_REQUEST_BYTES = 16 * 1024;

export const POST = withErrors((request) =>
  protocolAnswer(async () => {
    const token = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!token) throw protocolError("invalid_token", "Send the access token as Authorization: Bearer.", 401);
    const body = await readJsonBody(request, MAX_REQUEST_BYTES);
    return protocolJson(await issueWalletCredential(token, body));
  }),
);

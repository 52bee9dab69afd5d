// POST /api/oid4vci/token: the OAuth token endpoint of the pre-authorised code flow (form-encoded `grant_type`
// urn:ietf:params:oauth:grant-type:pre-authorized_code, `pre-authorized_code`, `tx_code`). 200 { access_token,
// token_type: "Bearer", expires_in }; 400 invalid_request / unsupported_grant_type / invalid_grant (unknown, used,
// expired or locked offer, wrong PIN); 413 past 16 KB; 429 slow_down past 30 requests in 15 minutes from one address.
import { preAuthorizedCodeGrantIdentifier } from "@openid4vc/oauth2";
import { getDb } from "@/lib/server/db/client";
import { countOne, refuseOverLimit } from "@/lib/server/data/rate-limit-store";
import { WALLET_TOKEN_PER_ADDRESS } from "@/lib/server/data/rate-limits";
import { clientIp, withErrors } from "@/lib/server/http";
import { FORM_BODY_LIMIT, readFormBody } from "@/lib/server/read-body";
import { protocolAnswer, protocolJson } from "@/lib/server/wallet/endpoint";
import { ACCESS_TOKEN_TTL_SECONDS, redeemPreAuthorizedCode } from "@/lib/server/wallet/offers";
import { protocolError, walletAuthorizationServer } from "@/lib/server/wallet/protocol";

export const runtime = "nodejs";

const TOO_MANY = "Too many token requests from your address. Please try again later.";

export const POST = withErrors((request) =>
  protocolAnswer(async () => {
    // Counted before the body is read: guessing codes or PINs from one address stops here.
    refuseOverLimit([await countOne(await getDb(), WALLET_TOKEN_PER_ADDRESS, clientIp(request))], TOO_MANY);
    const form = await readFormBody(request, { maxBytes: FORM_BODY_LIMIT }).catch((error: unknown) => {
      if (error instanceof TypeError) throw protocolError("invalid_request", "The body must be form-encoded.");
      throw error;
    });
    const fields = Object.fromEntries(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const { grant } = walletAuthorizationServer().parseAccessTokenRequest({
      request: { headers: request.headers, method: "POST", url: request.url },
      accessTokenRequest: fields,
    });
    if (grant.grantType !== preAuthorizedCodeGrantIdentifier) {
      throw protocolError("unsupported_grant_type", "Only the pre-authorised code grant is offered.");
    }
    const accessToken = await redeemPreAuthorizedCode(grant.preAuthorizedCode, grant.txCode);
    return protocolJson({ access_token: accessToken, token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_SECONDS });
  }),
);

// POST /api/oid4vci/nonce: a fresh c_nonce for a wallet's proof of possession (OpenID4VCI nonce endpoint, no access
// token needed). 200 { c_nonce }; 429 slow_down past 30 a minute from one address.
import { getDb } from "@/lib/server/db/client";
import { countOne, refuseOverLimit } from "@/lib/server/data/rate-limit-store";
import { WALLET_NONCE_PER_ADDRESS } from "@/lib/server/data/rate-limits";
import { clientIp, withErrors } from "@/lib/server/http";
import { protocolAnswer, protocolJson } from "@/lib/server/wallet/endpoint";
import { issueNonce } from "@/lib/server/wallet/issue";
import { walletIssuer } from "@/lib/server/wallet/protocol";

export const runtime = "nodejs";

const TOO_MANY = "Too many nonces were asked for from your address. Please try again in a minute.";

export const POST = withErrors((request) =>
  protocolAnswer(async () => {
    refuseOverLimit([await countOne(await getDb(), WALLET_NONCE_PER_ADDRESS, clientIp(request))], TOO_MANY);
    return protocolJson(walletIssuer().createNonceResponse({ cNonce: await issueNonce() }));
  }),
);

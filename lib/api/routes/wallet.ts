// Route table entries for OpenID for Verifiable Credential Issuance (offers, issuer metadata, token, credential).
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type { authorizationServerMetadata, credentialIssuerMetadata } from "@/lib/server/wallet/protocol";
import type { WalletOffer } from "@/lib/server/wallet/offers";

export const walletRoutes = routeTable({
  "GET /.well-known/oauth-authorization-server": { output: out<Returns<typeof authorizationServerMetadata>>() },
  "GET /.well-known/openid-credential-issuer": { output: out<Returns<typeof credentialIssuerMetadata>>() },
  "POST /api/credentials/[id]/wallet-offer": { output: out<WalletOffer>() },
  // The wallet's calls: form-encoded (token) or JSON with a Bearer token (credential), answered in OAuth's shapes.
  "POST /api/oid4vci/credential": { output: out<{ credentials: { credential: Record<string, unknown> }[] }>() },
  "POST /api/oid4vci/nonce": { output: out<{ c_nonce: string }>() },
  "POST /api/oid4vci/token": { output: out<{ access_token: string; token_type: "Bearer"; expires_in: number }>() },
});

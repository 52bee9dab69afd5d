import "server-only";
// The OpenID for Verifiable Credential Issuance 1.0 side of the app, through @openid4vc/openid4vci and its OAuth
// package: the issuer metadata (one OpenBadgeCredential configuration, format ldp_vc), the authorisation server
// metadata (the app is its own authorisation server, for the pre-authorised code grant only), and the callbacks the
// libraries call: hashing, randomness and verifying a wallet's proof JWT with the key its header names.
import { createHash, randomBytes } from "node:crypto";
import { compactVerify, importJWK } from "jose";
import {
  clientAuthenticationNone,
  Oauth2AuthorizationServer,
  Oauth2ServerErrorResponseError,
  preAuthorizedCodeGrantIdentifier,
  type CallbackContext,
  type VerifyJwtCallback,
} from "@openid4vc/oauth2";
import { Openid4vciIssuer, Openid4vciVersion, setGlobalConfig } from "@openid4vc/openid4vci";
import { env } from "@/lib/env";
import { issuerInfo } from "../credentials/issuer-profile";
import { CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT } from "../credentials/loader";
import { algorithmFits, BINDING_METHODS, HolderKeyError, PROOF_ALGORITHMS, resolveHolderDid } from "./holder-key";

/** The one credential configuration we offer: the rep's Open Badges 3.0 credential as a Data Integrity VC. */
export const CREDENTIAL_CONFIGURATION_ID = "OpenBadgeCredential";

/** The credential issuer identifier: APP_URL without a trailing slash (the wallets append the well-known paths). */
export const credentialIssuerId = () => env().APP_URL.replace(/\/+$/, "");
const endpoint = (path: string) => `${credentialIssuerId()}${path}`;

export const WALLET_ENDPOINTS = {
  token: "/api/oid4vci/token",
  nonce: "/api/oid4vci/nonce",
  credential: "/api/oid4vci/credential",
} as const;

/** The libraries refuse http:// addresses unless told: allowed only when the app itself runs on http (development, tests). */
function allowHttpWhenLocal(): void {
  setGlobalConfig({ allowInsecureUrls: credentialIssuerId().startsWith("http://") });
}

/** A proof JWT's signature, checked with the key its `kid` (did:key, did:jwk) or `jwk` names and an algorithm we accept. */
const verifyJwt: VerifyJwtCallback = async (signer, { header, compact }) => {
  let publicJwk;
  try {
    if (signer.method === "did") publicJwk = resolveHolderDid(signer.didUrl).jwk;
    else if (signer.method === "jwk") publicJwk = resolveHolderDid(`did:jwk:${jwkPart(signer.publicJwk)}`).jwk;
    else return { verified: false };
  } catch (error) {
    if (error instanceof HolderKeyError) return { verified: false };
    throw error;
  }
  if (!algorithmFits(header.alg, publicJwk)) return { verified: false };
  try {
    await compactVerify(compact, await importJWK(publicJwk, header.alg), { algorithms: [header.alg] });
    return { verified: true, signerJwk: publicJwk };
  } catch {
    return { verified: false, signerJwk: publicJwk };
  }
};

/** A JWK as the identifier part of a did:jwk, so that a bare `jwk` goes through the same checks as a DID. */
const jwkPart = (jwk: unknown) => Buffer.from(JSON.stringify(jwk)).toString("base64url");

const callbacks: Omit<CallbackContext, "decryptJwe" | "encryptJwe"> = {
  hash: (data, alg) => {
    if (alg !== "sha-256") throw new Error(`unsupported hash ${alg}`);
    return createHash("sha256").update(data).digest();
  },
  generateRandom: (bytes) => randomBytes(bytes),
  // The issuer signs credentials with Data Integrity, never JWTs: nothing here asks for a JWT signature.
  signJwt: () => {
    throw new Error("the wallet issuer signs no JWTs");
  },
  verifyJwt,
  clientAuthentication: clientAuthenticationNone({ clientId: "wallet" }),
};

export function walletIssuer(): Openid4vciIssuer {
  allowHttpWhenLocal();
  return new Openid4vciIssuer({ callbacks });
}

export function walletAuthorizationServer(): Oauth2AuthorizationServer {
  allowHttpWhenLocal();
  return new Oauth2AuthorizationServer({ callbacks });
}

/** /.well-known/oauth-authorization-server: the token endpoint, for the pre-authorised code grant only. */
export function authorizationServerMetadata() {
  return walletAuthorizationServer().createAuthorizationServerMetadata({
    issuer: credentialIssuerId(),
    token_endpoint: endpoint(WALLET_ENDPOINTS.token),
    grant_types_supported: [preAuthorizedCodeGrantIdentifier],
    token_endpoint_auth_methods_supported: ["none"],
    "pre-authorized_grant_anonymous_access_supported": true,
  });
}

/** /.well-known/openid-credential-issuer: who we are and the one credential a wallet can receive. */
export function credentialIssuerMetadata() {
  const issuer = issuerInfo();
  const logo = { uri: issuer.logoUrl, alt_text: `${issuer.name} logo` };
  return walletIssuer().createCredentialIssuerMetadata({
    credential_issuer: credentialIssuerId(),
    credential_endpoint: endpoint(WALLET_ENDPOINTS.credential),
    nonce_endpoint: endpoint(WALLET_ENDPOINTS.nonce),
    display: [{ name: issuer.name, locale: "en", logo }],
    credential_configurations_supported: {
      [CREDENTIAL_CONFIGURATION_ID]: {
        format: "ldp_vc",
        credential_definition: {
          "@context": [CREDENTIALS_V2_CONTEXT, OPEN_BADGES_CONTEXT],
          type: ["VerifiableCredential", "OpenBadgeCredential"],
        },
        cryptographic_binding_methods_supported: [...BINDING_METHODS],
        credential_signing_alg_values_supported: ["eddsa-rdfc-2022"],
        proof_types_supported: {
          jwt: { proof_signing_alg_values_supported: Object.keys(PROOF_ALGORITHMS) },
        },
        credential_metadata: {
          display: [
            {
              name: "QuotaProof verified achievement",
              locale: "en",
              logo,
              description:
                "A sales result, award or reference that QuotaProof verified, as an Open Badges 3.0 credential.",
              background_color: "#0f172a",
              text_color: "#ffffff",
            },
          ],
        },
      },
    },
  });
}

/** Both metadata documents as the libraries' server calls take them. */
export function issuerMetadataResult() {
  const credentialIssuer = credentialIssuerMetadata();
  return {
    originalDraftVersion: Openid4vciVersion.V1,
    credentialIssuer,
    authorizationServers: [authorizationServerMetadata()],
    knownCredentialConfigurations: walletIssuer().getKnownCredentialConfigurationsSupported(credentialIssuer),
  };
}

/** An OAuth / OpenID4VCI error the endpoints answer in the protocol's shape ({ error, error_description }). */
export const protocolError = (error: string, description: string, status = 400) =>
  new Oauth2ServerErrorResponseError({ error, error_description: description }, { status });

export { Oauth2ServerErrorResponseError };

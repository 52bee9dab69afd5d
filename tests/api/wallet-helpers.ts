// For the wallet tests: a rep with an active credential, an offer of it, a wallet's key (a fresh Ed25519 did:key or a
// P-256 key sent as a bare jwk), the OpenID4VCI library as the wallet's client, and hand-made proofs for the attacks.
import { createHash, randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { CompactSign, exportJWK, generateKeyPair } from "jose";
import { encode as base58Encode } from "base58-universal";
import { clientAuthenticationAnonymous, preAuthorizedCodeGrantIdentifier } from "@openid4vc/oauth2";
import { Openid4vciClient, setGlobalConfig } from "@openid4vc/openid4vci";
import { createConfirmedReference, credentialFor, type CredentialView } from "../credential-fixtures";
import { AddressedClient, loopbackAddress } from "./from-address";
import { expect, type RegisteredUser } from "./helpers";

// The test server answers on http://127.0.0.1: the library refuses http:// addresses unless told.
setGlobalConfig({ allowInsecureUrls: true });

export const CONFIGURATION_ID = "OpenBadgeCredential";
export const OFFER_PREFIX = "openid-credential-offer://?credential_offer=";

export type WalletOffer = { offerUrl: string; qrCode: string; txCode: string; expiresAt: string };

type PublicJwk = { kty: string; crv?: string; x?: string; y?: string };

export type Holder = {
  did: string;
  /** What the proof's header names the key by: { kid } or { jwk }. */
  header: { kid: string } | { jwk: PublicJwk };
  alg: "EdDSA" | "ES256";
  sign: (header: Record<string, unknown>, payload: Record<string, unknown>) => Promise<string>;
};

const signerOf = (privateKey: CryptoKey) => (header: Record<string, unknown>, payload: Record<string, unknown>) =>
  new CompactSign(Buffer.from(JSON.stringify(payload))).setProtectedHeader(header as { alg: string }).sign(privateKey);

/** A fresh Ed25519 key as a did:key (the kid is the DID URL of its one key). */
export async function didKeyHolder(): Promise<Holder> {
  const { publicKey, privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const x = Buffer.from((await exportJWK(publicKey)).x!, "base64url");
  const identifier = `z${base58Encode(Uint8Array.from([0xed, 0x01, ...x]))}`;
  const did = `did:key:${identifier}`;
  return { did, header: { kid: `${did}#${identifier}` }, alg: "EdDSA", sign: signerOf(privateKey) };
}

/** A fresh P-256 key sent as a bare jwk: its holder DID is the did:jwk of that key. */
export async function jwkHolder(): Promise<Holder> {
  const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
  const { kty, crv, x, y } = await exportJWK(publicKey);
  const did = `did:jwk:${Buffer.from(JSON.stringify({ crv, kty, x, y })).toString("base64url")}`;
  return { did, header: { jwk: { kty: kty!, crv, x, y } }, alg: "ES256", sign: signerOf(privateKey) };
}

/** A rep with one active credential (a reference confirmed through its mailed link). */
export async function repWithCredential(
  newUser: () => Promise<RegisteredUser>,
  baseURL: string,
): Promise<{ rep: RegisteredUser; credential: CredentialView; referenceId: number }> {
  const rep = await newUser();
  const referenceId = await createConfirmedReference(rep.api, baseURL, "Ada Referee");
  const credential = await credentialFor(rep.api, "reference", referenceId, "active");
  return { rep, credential, referenceId };
}

export async function makeOffer(api: APIRequestContext, credentialId: string): Promise<WalletOffer> {
  const response = await api.post(`/api/credentials/${credentialId}/wallet-offer`);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as WalletOffer;
}

/** The pre-authorised code inside an offer link. */
export function preAuthorizedCode(offerUrl: string): string {
  const offer = JSON.parse(new URL(offerUrl).searchParams.get("credential_offer")!) as {
    grants: Record<string, { "pre-authorized_code": string }>;
  };
  return offer.grants[preAuthorizedCodeGrantIdentifier]!["pre-authorized_code"];
}

/**
 * A wallet's connection from a loopback address of its own: the token endpoint counts requests per address, and the
 * suite's other calls come from 127.0.0.1.
 */
export const walletConnection = (baseURL: string) => new AddressedClient(loopbackAddress(), baseURL);

/** POST /api/oid4vci/token as a wallet sends it (form-encoded), without the library: status and body. */
export async function tokenRequest(wallet: AddressedClient, code: string, txCode?: string) {
  const response = await wallet.postForm("/api/oid4vci/token", {
    grant_type: preAuthorizedCodeGrantIdentifier,
    "pre-authorized_code": code,
    ...(txCode === undefined ? {} : { tx_code: txCode }),
  });
  return { status: response.status, body: response.json() as Record<string, unknown>, headers: response.headers };
}

export async function nonce(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/oid4vci/nonce");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { c_nonce: string }).c_nonce;
}

/** A proof JWT made by hand, honest unless a field is overridden. */
export async function proofJwt(
  holder: Holder,
  {
    nonce,
    aud,
    iat = Math.floor(Date.now() / 1000),
    typ = "openid4vci-proof+jwt",
    signWith = holder,
  }: {
    nonce?: string;
    aud: string;
    iat?: number;
    typ?: string;
    signWith?: Holder;
  },
): Promise<string> {
  return signWith.sign({ alg: holder.alg, typ, ...holder.header }, { aud, iat, ...(nonce ? { nonce } : {}) });
}

/** POST /api/oid4vci/credential with the token and one proof (or none): status and body. */
export async function credentialRequest(request: APIRequestContext, accessToken: string, proof?: string) {
  const response = await request.post("/api/oid4vci/credential", {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { credential_configuration_id: CONFIGURATION_ID, ...(proof ? { proofs: { jwt: [proof] } } : {}) },
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The OpenID4VCI library as the wallet's client, signing with the holder's key. */
export function walletClient(holder: Holder): Openid4vciClient {
  return new Openid4vciClient({
    callbacks: {
      hash: (data) => createHash("sha256").update(data).digest(),
      generateRandom: (bytes) => randomBytes(bytes),
      signJwt: async (_signer, { header, payload }) => ({
        jwt: await holder.sign(header, payload),
        signerJwk: "jwk" in holder.header ? holder.header.jwk : { kty: "OKP" },
      }),
      clientAuthentication: clientAuthenticationAnonymous(),
    },
  });
}

/**
 * A wallet's whole pre-authorised flow through the library: resolve the offer, read the metadata, redeem the code
 * with the PIN, fetch a nonce, sign the proof, receive the credential.
 */
export async function walletReceives(offer: Pick<WalletOffer, "offerUrl" | "txCode">, holder: Holder) {
  const client = walletClient(holder);
  const credentialOffer = await client.resolveCredentialOffer(offer.offerUrl);
  const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
  const { accessTokenResponse } = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({
    credentialOffer,
    issuerMetadata,
    txCode: offer.txCode,
  });
  const { c_nonce } = await client.requestNonce({ issuerMetadata });
  const signer =
    "kid" in holder.header
      ? { method: "did" as const, didUrl: holder.header.kid, alg: holder.alg }
      : { method: "jwk" as const, publicJwk: holder.header.jwk, alg: holder.alg };
  const { jwt } = await client.createCredentialRequestJwtProof({
    issuerMetadata,
    credentialConfigurationId: CONFIGURATION_ID,
    nonce: c_nonce,
    signer,
  });
  const { credentialResponse } = await client.retrieveCredentials({
    issuerMetadata,
    accessToken: accessTokenResponse.access_token,
    credentialConfigurationId: CONFIGURATION_ID,
    proofs: { jwt: [jwt] },
  });
  const entry = credentialResponse.credentials?.[0];
  const credential = typeof entry === "object" && entry !== null && "credential" in entry ? entry.credential : entry;
  return { credential: credential as Record<string, unknown>, accessToken: accessTokenResponse.access_token };
}

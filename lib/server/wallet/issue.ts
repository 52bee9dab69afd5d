import "server-only";
// The wallet's two calls after the token: a c_nonce (single use, kept hashed in the database until used or expired),
// and the credential itself, bound to the key the wallet proves it holds. The proof is a JWT (typ
// openid4vci-proof+jwt) for our issuer identifier, fresh, over a nonce we issued and nobody used, signed with the key
// its kid (did:key, did:jwk) or jwk names. The copy names the wallet's DID as its subject and says exactly what the
// stored credential says, with the same revocation entry: revoking the rep's credential revokes the wallet's copy.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { getDb } from "../db/client";
import { credentials, walletNonces, walletOffers } from "../db/schema";
import { claimHash, credentialBody } from "../credentials/content";
import { issuerDid, statusListUrl } from "../credentials/did";
import { recordSigningKey } from "../credentials/keys";
import { openBadgeSigner } from "../credentials/sign";
import { portfolioClaims } from "../credentials/stale";
import { holderFromHeader, HolderKeyError } from "./holder-key";
import { hashLinkToken, newLinkToken } from "../link-tokens";
import {
  CREDENTIAL_CONFIGURATION_ID,
  issuerMetadataResult,
  Oauth2ServerErrorResponseError,
  protocolError,
  walletIssuer,
} from "./protocol";

/** A c_nonce is good for 5 minutes. */
export const NONCE_TTL_SECONDS = 300;
/** A proof's iat may be this far behind our clock (the nonce's life) or ahead of it (clock skew). */
const PROOF_MAX_AGE_SECONDS = NONCE_TTL_SECONDS;
const PROOF_MAX_SKEW_SECONDS = 60;
const DAY_MS = 24 * 3_600_000;

/** A new c_nonce, stored as its hash; now and then the long-expired ones are swept. */
export async function issueNonce(): Promise<string> {
  const db = await getDb();
  const nonce = newLinkToken();
  await db.insert(walletNonces).values({
    nonceHash: hashLinkToken(nonce),
    expiresAt: new Date(Date.now() + NONCE_TTL_SECONDS * 1000),
  });
  if (Math.random() < 0.02)
    await db.delete(walletNonces).where(lt(walletNonces.expiresAt, new Date(Date.now() - DAY_MS)));
  return nonce;
}

const invalidToken = (description: string) => protocolError("invalid_token", description, 401);
const invalidProof = (description: string) => protocolError("invalid_proof", description);

/** The offer an access token was issued for, while the token is good and has not fetched its credential yet. */
async function offerOfToken(accessToken: string) {
  const db = await getDb();
  const [offer] = await db
    .select({ id: walletOffers.id, userId: walletOffers.userId, credentialId: walletOffers.credentialId })
    .from(walletOffers)
    .where(
      and(
        eq(walletOffers.accessTokenHash, hashLinkToken(accessToken)),
        gt(walletOffers.accessTokenExpiresAt, new Date()),
        isNull(walletOffers.issuedAt),
      ),
    );
  if (!offer) throw invalidToken("The access token is unknown, expired or already used.");
  return offer;
}

/** The one proof JWT of a credential request (the `proofs.jwt` array, or a legacy single `proof`). */
function theProofJwt(parsed: ReturnType<ReturnType<typeof walletIssuer>["parseCredentialRequest"]>): string {
  const jwts = parsed.proofs?.jwt ?? [];
  if (jwts.length === 0) throw invalidProof("The request carries no proof of possession (proofs.jwt).");
  if (jwts.length > 1) throw invalidProof("An offer issues one credential: send one proof.");
  return jwts[0]!;
}

/** Takes the proof's nonce out of the store, once: unknown, expired or already used is invalid_nonce. */
async function consumeNonce(jwt: string): Promise<string> {
  let nonce: unknown;
  try {
    nonce = decodeJwt(jwt).nonce;
  } catch {
    throw invalidProof("The proof is not a JWT.");
  }
  if (typeof nonce !== "string" || nonce.length === 0 || nonce.length > 200) {
    throw protocolError("invalid_nonce", "The proof carries no c_nonce: fetch one from the nonce endpoint.");
  }
  const db = await getDb();
  const used = await db
    .delete(walletNonces)
    .where(and(eq(walletNonces.nonceHash, hashLinkToken(nonce)), gt(walletNonces.expiresAt, new Date())))
    .returning({ hash: walletNonces.nonceHash });
  if (used.length === 0) {
    throw protocolError("invalid_nonce", "The proof's c_nonce is unknown, expired or already used: fetch a new one.");
  }
  return nonce;
}

/** Verifies the proof with the library (typ, signature with the named key, aud, nonce) and its age; answers the holder. */
async function verifiedHolder(jwt: string, nonce: string) {
  const now = new Date();
  try {
    const { payload } = await walletIssuer().verifyCredentialRequestJwtProof({
      issuerMetadata: issuerMetadataResult(),
      jwt,
      expectedNonce: nonce,
      now,
    });
    const age = now.getTime() / 1000 - payload.iat;
    if (age > PROOF_MAX_AGE_SECONDS || age < -PROOF_MAX_SKEW_SECONDS) {
      throw invalidProof("The proof's iat is not recent: sign a new proof.");
    }
    return holderFromHeader(decodeProtectedHeader(jwt));
  } catch (error) {
    if (error instanceof Oauth2ServerErrorResponseError) throw error;
    const why = error instanceof HolderKeyError ? error.message : firstLine(error);
    throw invalidProof(`The proof of possession does not hold: ${why}`);
  }
}

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split("\n")[0];

/** Signs the wallet's copy: the one place the wallet flow signs (the same signer as every stored credential). */
async function signWalletCopy(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  await recordSigningKey();
  const sign = await openBadgeSigner();
  return sign(body);
}

/**
 * POST of the credential endpoint: the access token (`Bearer`), then the request through the library's parser (400
 * invalid_credential_request), the proof (invalid_proof / invalid_nonce), then the copy is built, signed and the
 * issuance recorded on the offer, which no second request can use again.
 */
export async function issueWalletCredential(
  accessToken: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const offer = await offerOfToken(accessToken);
  const issuer = walletIssuer();
  const issuerMetadata = issuerMetadataResult();
  const parsed = issuer.parseCredentialRequest({ issuerMetadata, credentialRequest: body });
  if (parsed.credentialConfigurationId !== CREDENTIAL_CONFIGURATION_ID) {
    throw protocolError(
      "unknown_credential_configuration",
      `Ask for the credential configuration "${CREDENTIAL_CONFIGURATION_ID}" (credential_configuration_id).`,
    );
  }
  const jwt = theProofJwt(parsed);
  const nonce = await consumeNonce(jwt);
  const holder = await verifiedHolder(jwt, nonce);

  const db = await getDb();
  const [stored] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, offer.credentialId), eq(credentials.userId, offer.userId)));
  if (!stored || stored.status !== "active") {
    throw protocolError("credential_request_denied", "The credential was revoked: it can no longer be issued.");
  }
  // The claim as the portfolio states it now: the same hash as the stored credential's, or the item changed and the
  // stored credential is about to be replaced (the rep makes a new offer for the new one).
  const claim = (await portfolioClaims(offer.userId))?.claims.find(
    (c) => c.itemType === stored.itemType && c.itemId === stored.itemId,
  );
  if (!claim || claimHash(claim) !== stored.claimHash) {
    throw protocolError("credential_request_denied", "The credential is being replaced: ask the rep for a new offer.");
  }
  const signed = await signWalletCopy(
    credentialBody({
      id: stored.id,
      claim,
      issuer: issuerDid(),
      status: { listUrl: statusListUrl(stored.statusListId), index: stored.statusIndex },
      subjectId: holder.did,
    }),
  );
  const recorded = await db
    .update(walletOffers)
    .set({ issuedAt: new Date(), holderDid: holder.did })
    .where(and(eq(walletOffers.id, offer.id), isNull(walletOffers.issuedAt)))
    .returning({ id: walletOffers.id });
  // A second request with the same token got here first.
  if (recorded.length === 0) throw invalidToken("The access token was already used.");
  return issuer.createCredentialResponse({ credentialRequest: parsed, credentials: [{ credential: signed }] });
}

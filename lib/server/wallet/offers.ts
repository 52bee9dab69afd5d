import "server-only";
// Wallet offers: a rep offers one of their active credentials to a wallet (an openid-credential-offer:// link and QR
// code with a pre-authorised code, and a PIN shown beside it), and the wallet redeems the code with the PIN for an
// access token. The code, the PIN and the token are random and kept as hashes only; an offer lives 10 minutes, is
// redeemed at most once (under a row lock), and dies after a few wrong PINs.
import { randomInt, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { preAuthorizedCodeGrantIdentifier } from "@openid4vc/oauth2";
import { env } from "@/lib/env";
import { getDb } from "../db/client";
import { credentials, walletOffers } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { consumeAllowance } from "../data/usage";
import { qrCodePng } from "../export/qr-code";
import { hashLinkToken, newLinkToken } from "../link-tokens";
import { CREDENTIAL_CONFIGURATION_ID, issuerMetadataResult, protocolError, walletIssuer } from "./protocol";

/** Digits of the PIN the rep types into the wallet. */
export const TX_CODE_LENGTH = 6;
/** Wrong PINs an offer takes; the next attempt, right or wrong, finds it dead. */
export const MAX_WRONG_TX_CODES = 5;
/** An access token is good for 5 minutes: enough to fetch a nonce and ask for the credential. */
export const ACCESS_TOKEN_TTL_SECONDS = 300;

/** The PIN's hash is keyed by its code: without the code, a stolen hash of six digits tells nothing. */
const txCodeHash = (code: string, txCode: string) => hashLinkToken(`${code}\u0000${txCode}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type WalletOffer = {
  /** openid-credential-offer://?credential_offer=... (the QR code says the same). */
  offerUrl: string;
  /** The QR code of `offerUrl` as a PNG data URL. */
  qrCode: string;
  /** The PIN the wallet asks for. */
  txCode: string;
  expiresAt: string;
};

/**
 * A new offer of the rep's credential `credentialId`: 404 when it is not theirs, 410 when it was revoked, 429 past
 * the rep's allowance of offers.
 */
export async function createWalletOffer(userId: number, credentialId: string): Promise<WalletOffer> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`createWalletOffer needs a user id, got ${userId}`);
  const db = await getDb();
  const [credential] = /^[A-Za-z0-9_-]{1,32}$/.test(credentialId)
    ? await db
        .select({ id: credentials.id, status: credentials.status })
        .from(credentials)
        .where(and(eq(credentials.id, credentialId), eq(credentials.userId, userId)))
    : [];
  if (!credential) throw notFound("Credential");
  if (credential.status !== "active") {
    throw new ApiError("gone", "This credential was revoked: it can no longer be added to a wallet.");
  }
  const code = newLinkToken();
  const txCode = String(randomInt(0, 10 ** TX_CODE_LENGTH)).padStart(TX_CODE_LENGTH, "0");
  const expiresAt = new Date(Date.now() + env().WALLET_OFFER_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await consumeAllowance(tx, userId, "wallet_offer");
    await tx.insert(walletOffers).values({
      userId,
      credentialId: credential.id,
      preAuthorizedCodeHash: hashLinkToken(code),
      txCodeHash: txCodeHash(code, txCode),
      expiresAt,
    });
  });
  const { credentialOffer } = await walletIssuer().createCredentialOffer({
    issuerMetadata: issuerMetadataResult(),
    credentialConfigurationIds: [CREDENTIAL_CONFIGURATION_ID],
    grants: {
      [preAuthorizedCodeGrantIdentifier]: {
        "pre-authorized_code": code,
        tx_code: {
          input_mode: "numeric",
          length: TX_CODE_LENGTH,
          description: "The PIN QuotaProof shows beside this code.",
        },
      },
    },
  });
  return {
    offerUrl: credentialOffer,
    qrCode: `data:image/png;base64,${qrCodePng(credentialOffer).toString("base64")}`,
    txCode,
    expiresAt: expiresAt.toISOString(),
  };
}

type Redemption =
  { ok: true; accessToken: string } | { ok: false; error: "invalid_grant" | "invalid_request"; description: string };

const refused = (description: string): Redemption => ({ ok: false, error: "invalid_grant", description });

/**
 * Exchanges a pre-authorised code and its PIN for an access token, once. The offer's row is locked while it is
 * checked, so two wallets racing with the same code get one token between them; a wrong PIN is counted (and that
 * count committed) before the refusal.
 */
export async function redeemPreAuthorizedCode(code: string, txCode: string | undefined): Promise<string> {
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Redemption> => {
    const [offer] = await tx
      .select({
        id: walletOffers.id,
        txCodeHash: walletOffers.txCodeHash,
        wrongTxCodes: walletOffers.wrongTxCodes,
        expiresAt: walletOffers.expiresAt,
        redeemedAt: walletOffers.redeemedAt,
        credentialStatus: credentials.status,
      })
      .from(walletOffers)
      .innerJoin(credentials, eq(credentials.id, walletOffers.credentialId))
      .where(eq(walletOffers.preAuthorizedCodeHash, hashLinkToken(code)))
      .for("update", { of: walletOffers });
    if (!offer) return refused("The pre-authorised code is unknown.");
    if (offer.redeemedAt) return refused("The pre-authorised code was already used.");
    if (offer.expiresAt.getTime() <= Date.now()) return refused("The offer has expired: ask for a new one.");
    if (offer.wrongTxCodes >= MAX_WRONG_TX_CODES) {
      return refused("Too many wrong PINs were tried: this offer no longer works. Ask for a new one.");
    }
    if (offer.credentialStatus !== "active") return refused("The credential of this offer was revoked.");
    if (!txCode) return { ok: false, error: "invalid_request", description: "The offer needs its PIN (tx_code)." };
    if (!sameHash(txCodeHash(code, txCode), offer.txCodeHash)) {
      await tx
        .update(walletOffers)
        .set({ wrongTxCodes: offer.wrongTxCodes + 1 })
        .where(eq(walletOffers.id, offer.id));
      const left = MAX_WRONG_TX_CODES - offer.wrongTxCodes - 1;
      return refused(left > 0 ? `Wrong PIN (tx_code): ${left} more tries.` : "Wrong PIN: this offer no longer works.");
    }
    const accessToken = newLinkToken();
    await tx
      .update(walletOffers)
      .set({
        redeemedAt: new Date(),
        accessTokenHash: hashLinkToken(accessToken),
        accessTokenExpiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
      })
      .where(eq(walletOffers.id, offer.id));
    return { ok: true, accessToken };
  });
  if (!result.ok) throw protocolError(result.error, result.description);
  return result.accessToken;
}

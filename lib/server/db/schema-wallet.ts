// Into a wallet (OpenID for Verifiable Credential Issuance, pre-authorised code flow): the offers a rep makes for one
// of their credentials, and the single-use nonces wallets sign their proofs of possession over. Every secret is kept
// as its SHA-256 only. Re-exported by schema.ts; references back are lazy callbacks.
import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { cascadingRef, createdAt, serialId, timestamptz } from "./schema-columns";
import { credentials } from "./schema-credentials";
import { users } from "./schema";

/**
 * One offer: the pre-authorised code and the PIN (transaction code) the rep types into the wallet, valid until
 * `expiresAt`, exchanged for an access token at most once (`redeemedAt`), which in turn is good for one credential
 * (`issuedAt`, bound to `holderDid`). Wrong PINs are counted; past the limit the offer is dead.
 */
export const walletOffers = pgTable(
  "wallet_offers",
  {
    id: serialId(),
    userId: cascadingRef("user_id", () => users.id),
    credentialId: varchar("credential_id", { length: 32 })
      .notNull()
      .references(() => credentials.id, { onDelete: "cascade" }),
    preAuthorizedCodeHash: varchar("pre_authorized_code_hash", { length: 64 }).notNull().unique(),
    txCodeHash: varchar("tx_code_hash", { length: 64 }).notNull(),
    wrongTxCodes: integer("wrong_tx_codes").notNull().default(0),
    expiresAt: timestamptz("expires_at").notNull(),
    redeemedAt: timestamptz("redeemed_at"),
    accessTokenHash: varchar("access_token_hash", { length: 64 }).unique(),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    /** The wallet's DID the issued copy names as its subject, and when it was issued. */
    holderDid: text("holder_did"),
    issuedAt: timestamptz("issued_at"),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_offers_user_idx").on(t.userId, t.createdAt.desc())],
);

/** A c_nonce the nonce endpoint handed out: good for one proof, until it expires (then swept). */
export const walletNonces = pgTable(
  "wallet_nonces",
  {
    nonceHash: varchar("nonce_hash", { length: 64 }).primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("wallet_nonces_expires_idx").on(t.expiresAt)],
);

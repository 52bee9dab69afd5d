// Single sign-on per organisation: its one identity provider connection (SAML 2.0 or OpenID Connect), the sign-ins
// in flight (a SAML AuthnRequest's id, an OIDC state with its PKCE verifier and nonce: hashed keys, single use,
// expiring) and the SAML assertions already used (kept until they expire, so a copy cannot sign anyone in again).
// Everything lives in the database: any instance can finish a sign-in another one started. Re-exported by schema.ts;
// references back to it are lazy callbacks (the modules import each other).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { cascadingRef, createdAt, serialId, timestamptz } from "./schema-columns";
import { orgRole, organizations } from "./schema-orgs";

export type SsoType = "saml" | "oidc";

/**
 * The organisation's connection, one per organisation. SAML keeps what its metadata said (entity id, SSO URL,
 * signing certificates) with the metadata itself; OIDC keeps the issuer, the client id, the client secret sealed
 * (sealed-tokens.ts) and the discovery document checked when it was saved.
 */
export const orgSsoConnections = pgTable(
  "org_sso_connections",
  {
    orgId: integer("org_id")
      .primaryKey()
      .references(() => organizations.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 4 }).$type<SsoType>().notNull(),
    /** SAML: the identity provider's entity id (the Issuer of its responses). */
    idpEntityId: varchar("idp_entity_id", { length: 1024 }),
    /** SAML: where the browser takes an AuthnRequest (the HTTP-Redirect binding). */
    idpSsoUrl: text("idp_sso_url"),
    /** SAML: the identity provider's signing certificates, base64 DER (any of them may sign). */
    idpCertificates: jsonb("idp_certificates").$type<string[]>(),
    metadataXml: text("metadata_xml"),
    /** OIDC: the issuer identifier, as its discovery document states it. */
    issuer: text("issuer"),
    clientId: varchar("client_id", { length: 255 }),
    clientSecretSealed: text("client_secret_sealed"),
    /** The secret's last four characters, so admins can tell which one is saved without it ever being answered. */
    clientSecretLast4: varchar("client_secret_last4", { length: 4 }),
    /** OIDC: the authorization server metadata read from the issuer's discovery document when it was saved. */
    oidcMetadata: jsonb("oidc_metadata").$type<Record<string, unknown>>(),
    /** Members at the organisation's domains sign in through the identity provider only (owners keep a password). */
    enforce: boolean("enforce").notNull().default(false),
    /** The role someone joins with at their first sign-in. */
    defaultRole: orgRole("default_role").notNull().default("seller"),
    configuredBy: integer("configured_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("org_sso_connections_idp_entity_idx").on(t.idpEntityId)],
);

/**
 * A sign-in started and not finished: the SHA-256 of its key (the AuthnRequest's ID, or the OIDC state), for one
 * organisation, expiring within minutes; finishing it deletes the row, so it works once. OIDC keeps its PKCE
 * verifier and nonce sealed beside it.
 */
export const ssoPendingSignIns = pgTable(
  "sso_pending_sign_ins",
  {
    id: serialId(),
    orgId: cascadingRef("org_id", () => organizations.id),
    type: varchar("type", { length: 4 }).$type<SsoType>().notNull(),
    keyHash: varchar("key_hash", { length: 64 }).notNull(),
    /** OIDC: `{ verifier, nonce }` as JSON, sealed. */
    secretsSealed: text("secrets_sealed"),
    /** Where the browser goes once signed in (a path on this site), when the sign-in form named one. */
    nextPath: varchar("next_path", { length: 500 }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("sso_pending_sign_ins_key_unique").on(t.keyHash),
    index("sso_pending_sign_ins_expires_idx").on(t.expiresAt),
  ],
);

/** The ID of every SAML assertion that signed someone in, hashed, until the assertion expires: replay is refused. */
export const ssoUsedAssertions = pgTable(
  "sso_used_assertions",
  {
    orgId: cascadingRef("org_id", () => organizations.id),
    assertionIdHash: varchar("assertion_id_hash", { length: 64 }).notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.assertionIdHash] }),
    index("sso_used_assertions_expires_idx").on(t.expiresAt),
  ],
);

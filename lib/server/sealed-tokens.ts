import "server-only";
// The one sealing module for secrets at rest: AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256, one key
// per purpose), so a copy of the database alone gives access to no one's Drive, CRM or applicant tracking system.
// Rotating AUTH_SECRET makes stored secrets unreadable: users connect again, admins save their keys again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";

export type TokenSealer = {
  /** "v1.<iv>.<tag>.<ciphertext>", base64url. */
  seal(plain: string): string;
  /** The token, or null when it cannot be read (another AUTH_SECRET, another purpose, or tampered with). */
  open(sealed: string): string | null;
};

/** A sealer whose key is bound to `salt` and `info`: tokens sealed for one purpose cannot be opened by another. */
export function tokenSealer(salt: string, info: string): TokenSealer {
  let cached: { secret: string; key: Buffer } | undefined;
  const key = (): Buffer => {
    const secret = env().AUTH_SECRET;
    if (cached?.secret !== secret) cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, salt, info, 32)) };
    return cached.key;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key(), iv);
      const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"), { authTagLength: 16 });
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}

/**
 * The sealers of the integrations. Their salts and infos are the ones each kind of secret was first stored with, so
 * every row sealed before stays readable.
 */
export const sealers = {
  /** CRM tokens and the PKCE verifiers of connects in flight. */
  crm: tokenSealer("quotaproof-crm-tokens", "crm-oauth-token-encryption"),
  /** Google Drive tokens. */
  google: tokenSealer("quotaproof-google-tokens", "google-oauth-token-encryption"),
  /** Organisations' ATS secrets (Lever API keys, Greenhouse client secrets). */
  atsKeys: tokenSealer("quotaproof-ats-keys", "ats-api-key-encryption"),
  /** Organisations' Slack incoming webhook URLs (the URL is the credential). */
  slackWebhooks: tokenSealer("quotaproof-slack-webhooks", "slack-webhook-url-encryption"),
  /** Organisations' single sign-on secrets: OIDC client secrets, and the PKCE verifiers and nonces of sign-ins. */
  sso: tokenSealer("quotaproof-sso-secrets", "sso-client-secret-encryption"),
  /** Organisations' audit webhook signing secrets (Standard Webhooks `whsec_...`): used to sign, so sealed, not hashed. */
  auditWebhooks: tokenSealer("quotaproof-audit-webhooks", "audit-webhook-secret-encryption"),
} as const;

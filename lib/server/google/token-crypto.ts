import "server-only";
// Google tokens at rest: AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256), so a copy of the database
// alone does not give access to anyone's Drive. Rotating AUTH_SECRET makes stored tokens unreadable: users reconnect.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";
let cached: { secret: string; key: Buffer } | undefined;

function key(): Buffer {
  const secret = env().AUTH_SECRET;
  if (cached?.secret !== secret) {
    cached = {
      secret,
      key: Buffer.from(hkdfSync("sha256", secret, "quotaproof-google-tokens", "google-oauth-token-encryption", 32)),
    };
  }
  return cached.key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function encryptToken(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The token, or null when it cannot be read (another AUTH_SECRET, or tampered with). */
export function decryptToken(sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"), { authTagLength: 16 });
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

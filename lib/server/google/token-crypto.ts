import "server-only";
// Google tokens at rest (lib/server/sealed-secrets.ts), so a copy of the database alone does not give access to
// anyone's Drive. The salt and label are the ones tokens were first stored under: changing them would lose them all.
import { secretBox } from "../sealed-secrets";

const box = secretBox("quotaproof-google-tokens", "google-oauth-token-encryption");

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export const encryptToken = (plain: string): string => box.seal(plain);

/** The token, or null when it cannot be read (another AUTH_SECRET, or tampered with). */
export const decryptToken = (sealed: string): string | null => box.open(sealed);

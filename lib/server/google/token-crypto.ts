import "server-only";
// Google tokens at rest, sealed under their own key (lib/server/sealed-tokens.ts). The salt and info are the ones
// tokens were first stored with, so existing connections stay readable.
import { tokenSealer } from "../sealed-tokens";

const google = tokenSealer("quotaproof-google-tokens", "google-oauth-token-encryption");

export const encryptToken = (plain: string): string => google.seal(plain);
export const decryptToken = (sealed: string): string | null => google.open(sealed);

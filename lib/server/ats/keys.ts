import "server-only";
// Organisations' ATS API keys at rest (lib/server/sealed-tokens.ts), under a key of their own.
import { tokenSealer } from "../sealed-tokens";

export const atsKeys = tokenSealer("quotaproof-ats-keys", "ats-api-key-encryption");

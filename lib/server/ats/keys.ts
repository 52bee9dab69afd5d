import "server-only";
// Organisations' ATS API keys at rest (lib/server/sealed-secrets.ts).
import { secretBox } from "../sealed-secrets";

export const atsKeys = secretBox("quotaproof-ats-keys", "ats-api-key-encryption");

import "server-only";
// Organisations' ATS secrets at rest (Lever API keys, Greenhouse client secrets), sealed under a key of their own;
// its labels stay as they were so that rows sealed before still open.
import { tokenSealer } from "../sealed-tokens";

export const atsKeys = tokenSealer("quotaproof-ats-keys", "ats-api-key-encryption");

import "server-only";
// CRM tokens and PKCE verifiers at rest: sealed under a key of their own (not Google's).
import { tokenSealer } from "../sealed-tokens";

export const crmSealer = tokenSealer("quotaproof-crm-tokens", "crm-oauth-token-encryption");

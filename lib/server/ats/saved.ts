import "server-only";
// An organisation's saved ATS settings, sealed and opened: Lever's API key, or Greenhouse's Harvest v3 client id and
// secret. A Greenhouse row saved before Harvest v3 holds a Harvest API key, which Greenhouse no longer accepts: it
// keeps its record (provider, acting user) and asks its admin, once, for v3 credentials.
import type { AtsSettingsInput } from "@/lib/validators/ats";
import type { orgAtsConnections } from "../db/schema";
import { atsKeys } from "./keys";
import type { AtsCredentials } from "./provider-call";

type Row = typeof orgAtsConnections.$inferSelect;

export const GREENHOUSE_V3_NEEDED =
  "Greenhouse switched off the Harvest API keys this connection was saved with (Harvest v1 and v2 were retired on 31 August 2026): an owner or admin needs to enter a Harvest v3 client id and secret once, created in Greenhouse under Configure → Dev Center → API Credentials → Harvest V3 (OAuth).";

/** A Greenhouse row still on a retired Harvest API key. */
export const needsCredentials = (row: Row): boolean => row.provider === "greenhouse" && row.clientId === null;

/** The columns for settings an admin saved: the secret sealed, only its last four characters in the clear. */
export function sealedSettings(input: AtsSettingsInput) {
  const secret = input.provider === "greenhouse" ? input.clientSecret : input.apiKey;
  return {
    provider: input.provider,
    apiKeyEncrypted: atsKeys.seal(secret),
    clientId: input.provider === "greenhouse" ? input.clientId : null,
    keyLast4: secret.slice(-4),
    onBehalfOf: input.onBehalfOf,
  };
}

/** The credentials of a row that has current ones; null when its secret can no longer be opened. */
export function openCredentials(row: Row): AtsCredentials | null {
  const secret = atsKeys.open(row.apiKeyEncrypted);
  if (secret === null) return null;
  if (row.provider === "lever") return { provider: "lever", apiKey: secret, onBehalfOf: row.onBehalfOf };
  if (row.clientId === null) return null;
  return { provider: "greenhouse", clientId: row.clientId, clientSecret: secret, onBehalfOf: row.onBehalfOf };
}

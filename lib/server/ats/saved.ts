import "server-only";
// An organisation's saved ATS settings, sealed and opened. Each provider says which secret its settings hold and
// whether a saved row still has credentials of today's kind (a Greenhouse row saved before Harvest v3 keeps its
// record, provider and acting user, and asks its admin, once, for v3 credentials).
import type { AtsSettingsInput } from "@/lib/validators/ats";
import type { orgAtsConnections } from "../db/schema";
import type { AtsCredentials } from "../integrations/ats-call";
import { atsProvider } from "../integrations/registry";
import { sealers } from "../sealed-tokens";

type Row = typeof orgAtsConnections.$inferSelect;

/** Why a row holds no usable credentials (an admin must save them again), or null. */
export const needsCredentials = (row: Row): string | null => atsProvider(row.provider).needsCredentials(row);

/** The columns for settings an admin saved: the secret sealed, only its last four characters in the clear. */
export function sealedSettings(input: AtsSettingsInput) {
  const { secret, clientId } = atsProvider(input.provider).secretOf(input as never);
  return {
    provider: input.provider,
    apiKeyEncrypted: sealers.atsKeys.seal(secret),
    clientId,
    keyLast4: secret.slice(-4),
    onBehalfOf: input.onBehalfOf,
  };
}

/** The credentials of a row that has current ones; null when its secret can no longer be opened. */
export function openCredentials(row: Row): AtsCredentials | null {
  const secret = sealers.atsKeys.open(row.apiKeyEncrypted);
  return secret === null ? null : atsProvider(row.provider).credentials(row, secret);
}

import "server-only";
// The signing key and every key that ever signed. Production takes the key from CREDENTIAL_SIGNING_KEY (the server
// refuses to start without it) and records only its public half (when the server writes anyway, never on a read), so
// a rotated key stays in the DID document and the credentials it signed keep verifying. Development and tests get a key generated once and stored in the database,
// shared by every process that uses it.
import { asc, isNotNull } from "drizzle-orm";
import { env } from "@/lib/env";
import { forgetLoaded, loadedOnce } from "../cache";
import { processSingleton } from "../process-singleton";
import { getDb } from "../db/client";
import { credentialKeys } from "../db/schema";
import { issuerDid } from "./did";
import { generateSigningKey, keyPairFromSecret, type KeyPair } from "./signing-key";

/**
 * The key new credentials and status lists are signed with. Its public half is recorded by `recordSigningKey` (at
 * boot and before each signing run), never by a read.
 */
export function signingKey(): Promise<KeyPair> {
  return loadedOnce("signing-key", loadSigningKey);
}

/** The configured key's pair (read once, as the signing key), or null without one (development, tests without one). */
async function configuredKey(): Promise<KeyPair | null> {
  return env().CREDENTIAL_SIGNING_KEY ? signingKey() : null;
}

async function loadSigningKey(): Promise<KeyPair> {
  const configured = env().CREDENTIAL_SIGNING_KEY;
  if (configured) return keyPairFromSecret(configured, issuerDid());
  // Without a configured key (never in production: env() refuses that): the first stored development key, made
  // here when there is none (only a signing run gets here). Two processes racing both insert; the older row wins.
  const db = await getDb();
  const stored = () =>
    db
      .select({ secret: credentialKeys.devSecretKeyMultibase })
      .from(credentialKeys)
      .where(isNotNull(credentialKeys.devSecretKeyMultibase))
      .orderBy(asc(credentialKeys.id))
      .limit(1);
  let [row] = await stored();
  if (!row) {
    const key = await generateSigningKey();
    await db
      .insert(credentialKeys)
      .values({ publicKeyMultibase: key.publicKeyMultibase, devSecretKeyMultibase: key.secretKeyMultibase });
    [row] = await stored();
  }
  return keyPairFromSecret(row!.secret!, issuerDid());
}

const recorded = processSingleton("signing-key-recorded", (): { __quotaproofSigningKeyRecorded?: string } => ({}));

/**
 * Records the configured key's public half (once per process and key), so a key rotated away stays in the DID
 * document. Called where the server writes anyway: at boot and before credentials are signed.
 */
export async function recordSigningKey(): Promise<void> {
  const keyPair = await configuredKey();
  if (!keyPair || recorded.__quotaproofSigningKeyRecorded === keyPair.publicKeyMultibase) return;
  const db = await getDb();
  await db
    .insert(credentialKeys)
    .values({ publicKeyMultibase: keyPair.publicKeyMultibase })
    .onConflictDoNothing({ target: credentialKeys.publicKeyMultibase });
  recorded.__quotaproofSigningKeyRecorded = keyPair.publicKeyMultibase;
}

/**
 * Every key's public multibase, oldest first: what the DID document lists. The configured key is listed even before
 * it is recorded (a read adds it to the answer, not to the table).
 */
export async function listedKeys(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: credentialKeys.publicKeyMultibase })
    .from(credentialKeys)
    .orderBy(asc(credentialKeys.id));
  const keys = rows.map((r) => r.key);
  const configured = await configuredKey();
  if (configured && !keys.includes(configured.publicKeyMultibase)) keys.push(configured.publicKeyMultibase);
  return keys;
}

/** Forget the key read from the environment (tests that rotate it). */
export function resetSigningKey(): void {
  forgetLoaded("signing-key");
  recorded.__quotaproofSigningKeyRecorded = undefined;
}

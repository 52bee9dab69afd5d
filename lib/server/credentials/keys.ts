import "server-only";
// The signing key and every key that ever signed. Production takes the key from CREDENTIAL_SIGNING_KEY (the server
// refuses to start without it) and records only its public half, so a rotated key stays in the DID document and the
// credentials it signed keep verifying. Development and tests get a key generated once and stored in the database,
// shared by every process that uses it.
import { asc, isNotNull } from "drizzle-orm";
import { env } from "@/lib/env";
import { forgetLoaded, loadedOnce } from "../cache";
import { getDb } from "../db/client";
import { credentialKeys } from "../db/schema";
import { issuerDid } from "./did";
import { generateSigningKey, keyPairFromSecret, type KeyPair } from "./signing-key";

/** The key new credentials and status lists are signed with (its public half recorded on first use). */
export function signingKey(): Promise<KeyPair> {
  return loadedOnce("signing-key", loadSigningKey);
}

async function loadSigningKey(): Promise<KeyPair> {
  const db = await getDb();
  const configured = env().CREDENTIAL_SIGNING_KEY;
  if (configured) {
    const keyPair = await keyPairFromSecret(configured, issuerDid());
    await db
      .insert(credentialKeys)
      .values({ publicKeyMultibase: keyPair.publicKeyMultibase })
      .onConflictDoNothing({ target: credentialKeys.publicKeyMultibase });
    return keyPair;
  }
  // Without a configured key (never in production: env() refuses that): the first stored development key, made
  // here when there is none. Two processes racing both insert; the older row wins for both.
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

/** Every key's public multibase, oldest first: what the DID document lists. */
export async function listedKeys(): Promise<string[]> {
  await signingKey();
  const db = await getDb();
  const rows = await db
    .select({ key: credentialKeys.publicKeyMultibase })
    .from(credentialKeys)
    .orderBy(asc(credentialKeys.id));
  return rows.map((r) => r.key);
}

/** Forget the key read from the environment (tests that rotate it). */
export function resetSigningKey(): void {
  forgetLoaded("signing-key");
}

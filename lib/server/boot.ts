import "server-only";
import { ConfigError, env, runsJobTimers } from "@/lib/env";
import { openDatabase } from "./db/client";
import { DatabaseLockedError } from "./db/lock";
import { ensureAdminAccount } from "./data/users";
import { startBackgroundJobs } from "./jobs";
import { issuerDid } from "./credentials/did";
import { keyPairFromSecret, SigningKeyError } from "./credentials/signing-key";

export async function bootServer(): Promise<void> {
  try {
    env();
    const database = await openDatabase();
    console.log(`[boot] database ready (${database.kind})`);
    // A key that does not decode would fail the first signature: refuse to start instead. Checked without the
    // database, which may be down for now (health then answers 503 until it is back).
    const { CREDENTIAL_SIGNING_KEY, VC_API_DID_KEY } = env();
    if (CREDENTIAL_SIGNING_KEY) await keyPairFromSecret(CREDENTIAL_SIGNING_KEY, issuerDid());
    if (VC_API_DID_KEY) await keyPairFromSecret(VC_API_DID_KEY, "did:key", "VC_API_DID_KEY");
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      const admin = await ensureAdminAccount(ADMIN_EMAIL, ADMIN_PASSWORD);
      console.log(
        admin
          ? `[boot] administrator account ready: ${ADMIN_EMAIL}`
          : `[boot] ${ADMIN_EMAIL} belongs to an existing account whose password is not ADMIN_PASSWORD: it was NOT made an administrator (use npm run user:role)`,
      );
    }
    // On a serverless host the timers would die with the instance: its scheduler calls /api/cron/<job> instead.
    if (runsJobTimers()) startBackgroundJobs();
  } catch (error) {
    console.error(`[boot] QuotaProof cannot start: ${(error as Error).message}`);
    // A held lock or a bad configuration will not fix itself; a database that is down might (health answers 503).
    if (error instanceof DatabaseLockedError || error instanceof ConfigError || error instanceof SigningKeyError)
      process.exit(1);
    throw error;
  }
}

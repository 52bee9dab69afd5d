// Credential issuing and verifying on a real embedded database, exactly as the app does them: issuing = bringing a
// rep's credentials in line after one more item was verified (a status slot, the eddsa-rdfc-2022 signature, the
// row); verifying = the check POST /api/credentials/verify has its worker make (signature, issuer, status list,
// dates), with the DID document and status list read as the server thread reads them. Budget: 50 ms each
// (median, warm). Beside each, a baseline of the same run: a bare Ed25519 signature and check of the same bytes with
// node:crypto, so a slower machine shows as a slower baseline too.
// scripts/bench.ts runs it in a child process (it needs the react-server condition):
//   npx tsx --conditions=react-server scripts/bench-credentials.ts
import { generateKeyPairSync, sign, verify } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BUDGET_MS = 50;
const WARMUP = 3;
const RUNS = 15;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-bench-credentials-"));
process.env.PGLITE_DIR = dataDir;
delete process.env.DATABASE_URL;

const { closeDatabase, getDb, openDatabase } = await import("../lib/server/db/client");
const { migrateDatabase } = await import("../lib/server/db/migrate");
const { credentials, users } = await import("../lib/server/db/schema");
const { eq } = await import("drizzle-orm");
const { syncCredentials } = await import("../lib/server/credentials/sync");
const { verificationContext } = await import("../lib/server/credentials/verify");
const { checkCredential } = await import("../lib/server/credentials/verify-checks");
const { findCredential } = await import("../lib/server/credentials");

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  for (let i = WARMUP; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return median(times);
}

try {
  await migrateDatabase(await openDatabase());
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ email: "bench@example.com", username: "bench", passwordHash: "-", fullName: "Zoë Bench" })
    .returning({ id: users.id });
  const claim = (i: number) => ({
    itemType: "quota_record" as const,
    itemId: i + 1,
    name: `Quota attainment: 118% in Q${(i % 4) + 1} ${2000 + i}`,
    description: "Zoë Bench reached 118% of quota.",
    achievementType: "Achievement" as const,
    narrative: "Manager e-signature: Dana Manager signed these figures from an address at acme.com on Mar 7, 2026.",
    result: { percent: "118", period: `Q${(i % 4) + 1} ${2000 + i}` },
    validFrom: "2026-03-07T00:00:00.000Z",
    holder: { fullName: "Zoë Bench", email: "bench@example.com" },
    assurance: {
      level: 2 as const,
      label: "Verified at acme.com",
      evidence: "E-signed by Dana Manager from a mailbox at acme.com",
    },
  });
  // Each run verifies one more item: the sync issues exactly one credential.
  const issue = await timed((i) =>
    syncCredentials({
      userId: user!.id,
      version: i + 1,
      credentialsVersion: i,
      claims: Array.from({ length: i + 1 }, (_, k) => claim(k)),
    }),
  );
  // The portfolio is now at the version the credentials were brought to: nothing is stale when verifying.
  await db
    .update(users)
    .set({ portfolioVersion: WARMUP + RUNS })
    .where(eq(users.id, user!.id));
  const [first] = await db.select({ id: credentials.id }).from(credentials).limit(1);
  const document = (await findCredential(first!.id))!.document;
  const verifyMs = await timed(async () => {
    const result = await checkCredential(document, await verificationContext(document), new Date());
    if (!result.verified) throw new Error(`the benchmark credential did not verify: ${result.errors.join("; ")}`);
  });

  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const bytes = Buffer.from(JSON.stringify(document));
  const baseSign = await timed(async () => sign(null, bytes, privateKey));
  const signature = sign(null, bytes, privateKey);
  const baseVerify = await timed(async () => verify(null, bytes, publicKey, signature));

  const line = (what: string, ms: number, base: number) =>
    `credentials: ${what} one credential median ${ms.toFixed(1)} ms (budget ${BUDGET_MS} ms) ` +
    `${ms <= BUDGET_MS ? "OK" : "OVER BUDGET"}; ${(ms / base).toFixed(0)}× a bare Ed25519 ${what === "issuing" ? "signature" : "check"} (${base.toFixed(3)} ms)`;
  console.log(line("issuing", issue, baseSign));
  console.log(line("verifying", verifyMs, baseVerify));
  process.exitCode = issue <= BUDGET_MS && verifyMs <= BUDGET_MS ? 0 : 1;
} finally {
  await closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// Key rotation: a server restarted with a new CREDENTIAL_SIGNING_KEY signs with it, keeps the old key in its DID
// document, and what the old key signed keeps verifying. A production server without a key does not start. The old
// key is configured in the long Multikey form (seed and public key, 64 bytes), the new one as the 32-byte seed.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest } from "@playwright/test";
import { generateSigningKey, keyPairFromSecret } from "@/lib/server/credentials/signing-key";
import { credentialsWhen } from "../credential-fixtures";
import {
  expect,
  newUser,
  SUITE_ADMIN,
  SUITE_EMPLOYER_DOMAINS,
  test,
  uniqueSuffix,
  vetEmployerDomains,
} from "./helpers";
import { servedCredential, signedQuotaRecord, verifyIndependently } from "./credentials-helpers";
import { freePort, run, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

test.skip(!!process.env.DATABASE_URL, "runs on an embedded database of its own");
test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

const dir = path.join(".data", `test-rotation-${uniqueSuffix()}`);
let server: ServerProcess | undefined;

test.afterAll(async () => {
  if (server) await stopServer(server, "SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

test("a credential signed before a key rotation still verifies; new ones use the new key", async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [oldKey, newKey] = [await generateSigningKey(), await generateSigningKey()];
  // The same old key, spelled with its public half attached.
  const exported = await (
    await keyPairFromSecret(oldKey.secretKeyMultibase, "did:web:x")
  ).export({
    publicKey: true,
    secretKey: true,
  });
  const oldKeyLong = exported.secretKeyMultibase!;
  expect(oldKeyLong).not.toBe(oldKey.secretKeyMultibase);
  expect(newKey.secretKeyMultibase).toMatch(/^z3u2/);
  const envWith = (key: string) => ({ ...serverEnv(dir), ...SUITE_ADMIN, APP_URL: url, CREDENTIAL_SIGNING_KEY: key });

  const refused = await run("npm", ["start", "--", "-p", String(port), "-H", "127.0.0.1"], {
    ...envWith(""),
  });
  expect(refused.code).not.toBe(0);
  expect(refused.output).toContain("CREDENTIAL_SIGNING_KEY is required in production");

  server = await startServer(dir, port, { env: envWith(oldKeyLong) });
  await vetEmployerDomains(SUITE_EMPLOYER_DOMAINS, url);
  const rep = await newUser(playwrightRequest, { fullName: "Renée Þórsdóttir" }, url);
  await signedQuotaRecord(rep, url, { quarter: 1 });
  const [before] = await credentialsWhen(rep.api, (list) => list.length > 0);
  const oldCredential = await servedCredential(rep.api, before!.jsonUrl);
  expect(oldCredential.proof[0].verificationMethod).toContain(oldKey.publicKeyMultibase);
  await rep.api.dispose();
  await stopServer(server, "SIGTERM");

  server = await startServer(dir, port, { env: envWith(newKey.secretKeyMultibase) });
  const did = await (await fetch(`${url}/.well-known/did.json`)).json();
  expect(did.verificationMethod.map((m: { publicKeyMultibase: string }) => m.publicKeyMultibase)).toEqual([
    oldKey.publicKeyMultibase,
    newKey.publicKeyMultibase,
  ]);
  // The issuer page lists both keys for people checking by hand.
  const issuerPage = await (await fetch(`${url}/issuer`)).text();
  for (const key of [oldKey, newKey]) expect(issuerPage).toContain(`${did.id}#${key.publicKeyMultibase}`);
  expect(await verifyIndependently(oldCredential)).toMatchObject({ verified: true, revoked: false });
  const verdict = await (
    await fetch(`${url}/api/credentials/verify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(oldCredential),
    })
  ).json();
  expect(verdict).toMatchObject({ verified: true, revoked: false });

  const again = await playwrightRequest.newContext({ baseURL: url });
  expect((await again.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status()).toBe(
    200,
  );
  await signedQuotaRecord({ api: again }, url, { quarter: 4 });
  const credentials = await credentialsWhen(again, (list) => list.length === 2);
  expect(credentials).toHaveLength(2);
  const newest = await servedCredential(again, credentials[0]!.jsonUrl);
  expect(newest.proof[0].verificationMethod).toContain(newKey.publicKeyMultibase);
  expect(await verifyIndependently(newest)).toMatchObject({ verified: true });
  await again.dispose();
});

// When credentials are issued and revoked: right after the request that changed the rep's portfolio (a manager's
// signature, an edit that voids it), or by the credentials job; never by reading. A shared page view, the credential's
// address, its verify page, the rep's list and the status list all leave the credentials as they are, even when the
// portfolio changed without a request (here: the rep's name, written into the database while the server was down).
import path from "node:path";
import fs from "node:fs";
import { request as playwrightRequest } from "@playwright/test";
import { credentialsWhen, listCredentials, pathOf } from "../credential-fixtures";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expectOpenBadgesValid, signedQuotaRecord } from "./credentials-helpers";
import {
  expect,
  newUser,
  SUITE_ADMIN,
  SUITE_EMPLOYER_DOMAINS,
  test,
  uniqueSuffix,
  vetEmployerDomains,
} from "./helpers";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "./server-process";

test("a manager's signature issues the record's credential right after its response; an edit that voids it revokes it", async ({
  newUser: makeUser,
  baseURL,
}) => {
  const rep = await makeUser();
  const record = await signedQuotaRecord(rep, baseURL!);
  const isRecord = (c: { itemType: string; itemId: number }) => c.itemType === "quota_record" && c.itemId === record.id;
  // The sync runs after the signature's response: a few seconds at most.
  const issued = (await credentialsWhen(rep.api, (list) => list.some(isRecord), 5_000)).find(isRecord)!;
  expect(issued.status).toBe("active");

  const edited = await rep.api.put(`/api/quota-records/${record.id}`, { data: { attainment: "520000" } });
  expect(edited.status()).toBe(200);
  const after = await credentialsWhen(
    rep.api,
    (list) => list.find((c) => c.id === issued.id)?.status === "revoked",
    5_000,
  );
  expect(after).toEqual([expect.objectContaining({ id: issued.id, status: "revoked", revokedAt: expect.any(String) })]);
});

test.describe("with a server of its own", () => {
  test.skip(!!process.env.DATABASE_URL, "runs on an embedded database of its own");
  test.describe.configure({ mode: "serial" });
  test.setTimeout(300_000);

  const dir = path.join(".data", `test-credential-reads-${uniqueSuffix()}`);
  const cronSecret = uniqueSuffix() + uniqueSuffix();
  let server: ServerProcess | undefined;

  test.afterAll(async () => {
    if (server) await stopServer(server, "SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  });

  test("reads never sign: a stale rep's credential stays as it is through page views until the job runs", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // No job timers (a serverless host's setting): only a request that writes, or the cron call, syncs.
    const env = { ...serverEnv(dir), ...SUITE_ADMIN, APP_URL: url, BACKGROUND_JOBS: "cron", CRON_SECRET: cronSecret };
    server = await startServer(dir, port, { env });
    await vetEmployerDomains(SUITE_EMPLOYER_DOMAINS, url);

    const rep = await newUser(playwrightRequest, { fullName: "Anaïs Old-Name" }, url);
    await signedQuotaRecord(rep, url);
    const [issued] = await credentialsWhen(rep.api, (list) => list.length === 1);
    const link = await createShareLink(rep.api, [await createAchievement(rep.api, "Opened the Nordics region")]);

    // The rep's name changes in the database while the server is down (a script, say): no request brings the
    // credential in line, so the rep is left with a credential that still names them "Anaïs Old-Name".
    await stopServer(server, "SIGTERM");
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.resolve(dir));
    try {
      await db.query("update users set full_name = 'Anaïs New-Name' where email = $1", [rep.email]);
      const { rows } = await db.query<{ portfolio_version: number; credentials_version: number }>(
        "select portfolio_version, credentials_version from users where email = $1",
        [rep.email],
      );
      expect(rows[0]!.portfolio_version).not.toBe(rows[0]!.credentials_version);
    } finally {
      await db.close();
    }
    server = await startServer(dir, port, { env });

    // Everything that reads: the shared page, the credential's address, its verify page, the rep's list, the
    // status list, the archive.
    const visitor = await playwrightRequest.newContext({ baseURL: url });
    try {
      const page = await visitor.get(link.path);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain("Anaïs New-Name");
      const document = await visitor.get(pathOf(issued!.jsonUrl));
      expect(document.status()).toBe(200);
      const json = (await document.json()) as { credentialStatus: { statusListCredential: string } };
      expectOpenBadgesValid(json);
      expect(JSON.stringify(json)).toContain("Anaïs Old-Name");
      expect((await visitor.get(pathOf(issued!.verifyUrl))).status()).toBe(200);
      expect((await visitor.get(pathOf(json.credentialStatus.statusListCredential))).status()).toBe(200);
      expect((await rep.api.get("/api/credentials/archive")).status()).toBe(200);
      expect(await listCredentials(rep.api)).toEqual([issued]);
      expect((await visitor.get(link.path)).status()).toBe(200);
      expect(await listCredentials(rep.api)).toEqual([issued]);

      // The job brings it in line: the old credential revoked, a new one naming the rep as they are now.
      const job = await visitor.get("/api/cron/credentials", { headers: { authorization: `Bearer ${cronSecret}` } });
      expect(job.status()).toBe(200);
      expect(await job.json()).toMatchObject({ job: "credentials", synced: 1, failed: 0 });
      const after = await listCredentials(rep.api);
      expect(after).toEqual([
        expect.objectContaining({ status: "active", itemType: "quota_record" }),
        expect.objectContaining({ id: issued!.id, status: "revoked", issuedAt: issued!.issuedAt }),
      ]);
      const reissued = await (await visitor.get(pathOf(after[0]!.jsonUrl))).text();
      expect(reissued).toContain("Anaïs New-Name");
      expect(reissued).not.toContain("Anaïs Old-Name");
    } finally {
      await visitor.dispose();
      await rep.api.dispose();
    }
  });
});

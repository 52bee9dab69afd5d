// Reads never write. Every GET route under app/api (listed from the file tree, so a new one cannot be missed) and
// every page and public file (listed from the tree too) is requested by each role that can reach it: signed out, a
// rep, an organisation's owner, a recruiter and the site administrator. The server records, per request, the tables
// its statements wrote to (after() included; see reads-watch.ts), and any write outside a short allowlist fails
// the test: view and download counts, talent card views, a session's last-seen time (at most once a minute) and
// rate-limit counters. Derived state (credentials, talent facts, benchmark snapshots, status lists, the signing key)
// is made by jobs and right after writes, never here.
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { credentialsWhen, pathOf } from "../credential-fixtures";
import { signingPath, waitForMail } from "../outbox";
import { createAchievement, createShareLink } from "../share-fixtures";
import { adminApi, expect, setPlan, test, uniqueSuffix } from "./helpers";
import { signedQuotaRecord } from "./credentials-helpers";
import { enterpriseOrg, listRep, member, uniqueWord } from "./talent-helpers";
import { allowedWrite, getRoutes, pageRoutes, readWrites, type Write } from "./reads-watch";
import { runJob } from "./run-job";

test.skip(!!process.env.E2E_BASE_URL, "needs the test server's write watch (DEV_OUTBOX)");
test.setTimeout(600_000);

/** Routes not called, each with why: a GET whose purpose is a write, or one only a third party can call. */
const SKIPPED: Record<string, string> = {
  "/api/cron/[job]": "runs a background job for the scheduler: writing derived state is what it is for",
  "/api/google/connect": "an OAuth hop: the navigation that starts a connection (it must be a GET to redirect)",
  "/api/google/callback": "an OAuth hop: only the provider can call it, with a code, to store the connection",
  "/api/integrations/[provider]/connect": "an OAuth hop: the navigation that starts a connection (state is stored)",
  "/api/integrations/[provider]/callback": "an OAuth hop: only the provider can call it, with a code",
  "/dev/writes": "the watch itself",
};

/**
 * View records one page keeps besides the shared list, written after its answer: route → the write. A manager's
 * opening of a signing link is part of the record's audit trail (who saw the figures, from where).
 */
const VIEW_RECORDS: Record<string, string> = {
  "/sign/[token]": "insert audit_log",
};

test("no GET route or page writes outside the allowlist, for any role", async ({ newUser }) => {
  const run = uniqueSuffix();
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  // The watch is on (and starts here) on the test server only.
  const started = await anonymous.get("/dev/writes");
  expect(started.status(), "the write watch must be on (DEV_OUTBOX=true)").toBe(200);

  // The world: a Pro rep with a signed record (its credential), a pending signing request, an achievement and a
  // share link, listed in the talent network; an Enterprise organisation with a recruiter; the site administrator.
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const signed = await signedQuotaRecord(rep, BASE_URL, { quarter: 1 });
  const [credential] = await credentialsWhen(rep.api, (list) => list.some((c) => c.status === "active"));
  const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
  const pending = await rep.api.post("/api/quota-records", {
    data: {
      year: new Date().getUTCFullYear() - 1,
      periodType: "quarterly",
      quarter: 3,
      quota: "100000",
      attainment: "90000",
      proofType: "manager_esign",
      managerName: "Pat Pending",
      managerEmail,
    },
  });
  expect(pending.status()).toBe(201);
  const signPath = signingPath(await waitForMail(rep.api, managerEmail, "confirm their quota results"));
  const achievement = await createAchievement(rep.api, `Watched win ${run}`);
  const share = await createShareLink(rep.api, [achievement]);
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${uniqueWord()}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  // Derived state is in place before the reads, as a client would find it: the jobs have run.
  for (const job of ["credentials", "talent", "benchmarks"] as const) await runJob(owner.api, job);
  const statusList = Number(
    (
      (await (await rep.api.get(pathOf(credential!.jsonUrl))).json()) as {
        credentialStatus: { statusListCredential: string };
      }
    ).credentialStatus.statusListCredential
      .split("/")
      .at(-1),
  );

  const admin = await adminApi();
  const roles: Record<string, APIRequestContext> = {
    "signed out": anonymous,
    rep: rep.api,
    "org owner": owner.api,
    recruiter: recruiter.api,
    "site admin": admin,
  };

  /** A real value for each dynamic segment where the world has one; otherwise one that names nothing. */
  const fill = (route: string): string =>
    route
      .replace("/api/orgs/[id]", `/api/orgs/${org.id}`)
      .replace("[profileId]", profileId)
      .replace("/api/quota-records/[id]", `/api/quota-records/${signed.id}`)
      .replace("/p/[slug]", share.path)
      .replace("/sign/[token]", signPath)
      .replace(/\/(verify|credentials)\/\[id\]/, `/$1/${credential!.id}`)
      .replace("[list]", String(statusList))
      .replace("[provider]", "salesforce")
      .replace(/\[[a-zA-Z]+\]/g, `none-${run}`);

  const routes = [...getRoutes(), ...pageRoutes()].filter((route) => !(route in SKIPPED));
  expect(routes).toContain("/api/orgs/[id]/benchmarks");
  expect(routes).toContain("/p/[slug]");
  expect(routes).toContain("/");

  const startedAt = Date.now();
  const calls: { label: string; role: string; path: string; route: string }[] = [];
  const failures: string[] = [];
  try {
    for (const route of routes) {
      const path = fill(route);
      // The roles at once: each request carries its own label.
      await Promise.all(
        Object.entries(roles).map(async ([role, api]) => {
          const label = `${run}:${calls.length}`;
          calls.push({ label, role, path, route });
          const response = await api.get(path, { headers: { "x-quotaproof-watch": label }, maxRedirects: 0 });
          if (response.status() >= 500) failures.push(`${role} GET ${path} answered ${response.status()}`);
        }),
      );
    }
    // Writes deferred with after() land once each answer is out: read them all at the end.
    const sessionUpdates = new Map<string, number>();
    for (const call of calls) {
      const writes: Write[] = await readWrites(anonymous, call.label);
      for (const write of writes) {
        if (write.table === "auth_sessions" && write.op === "update")
          sessionUpdates.set(call.role, (sessionUpdates.get(call.role) ?? 0) + 1);
        if (VIEW_RECORDS[call.route] === `${write.op} ${write.table}`) continue;
        if (!allowedWrite(write)) failures.push(`${call.role} GET ${call.path} wrote: ${write.op} ${write.table}`);
      }
    }
    // A session's last-seen time moves at most once a minute.
    const minutes = Math.ceil((Date.now() - startedAt) / 60_000);
    for (const [role, count] of sessionUpdates) {
      if (count > minutes + 1) failures.push(`${role}: the session's last-seen time moved ${count} times`);
    }
  } finally {
    await anonymous.dispose();
    await admin.dispose();
  }
  expect(failures).toEqual([]);
  expect(calls.length).toBeGreaterThan(100);
});

// The audit webhook end to end, on a server of its own (retries start after 2 s instead of 30 s; no job timers, so
// only the cron call and the run after a writing request deliver): a local receiver checks every delivery's
// Standard Webhooks signature with the library and the secret answered once; new events arrive in seq order, each
// once, linked as in the chain; a receiver that fails is retried with a growing wait, with the same message each
// time, and nothing is sent twice once it took it.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { checkNextEvent, type ChainPosition } from "../../lib/audit-chain";
import {
  openDelivery,
  startWebhookReceiver,
  type Delivery,
  type WebhookReceiver,
} from "../stubs/audit-webhook-receiver";
import { expect, newUser, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import { createOrg, setOrgPlan } from "./orgs-helpers";
import { ownServerProblem } from "./production-build";
import { startConfiguredServer, stopServer, type ServerProcess } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

const RETRY_BASE_MS = 2_000;
const dir = path.join(".data", `test-audit-webhook-${uniqueSuffix()}`);
const cronSecret = `${uniqueSuffix()}${uniqueSuffix()}`;
let server: ServerProcess;
let receiver: WebhookReceiver;
const users: RegisteredUser[] = [];

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startConfiguredServer(dir, {
    AUDIT_WEBHOOK_RETRY_BASE_SECONDS: String(RETRY_BASE_MS / 1000),
    BACKGROUND_JOBS: "cron",
    CRON_SECRET: cronSecret,
  });
});

test.afterAll(async () => {
  await Promise.all(users.map((u) => u.api.dispose()));
  if (server) await stopServer(server, "SIGTERM");
  await receiver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

async function enterpriseOwner() {
  const owner = await newUser(playwrightRequest, {}, server.url);
  users.push(owner);
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10, "enterprise", server.url);
  return { owner, org };
}

/** The scheduler's call of the delivery job. */
async function runDeliveryJob(api: APIRequestContext) {
  const response = await api.get("/api/cron/audit-webhooks", { headers: { authorization: `Bearer ${cronSecret}` } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The deliveries made for one organisation (read from the body before any check: the test checks them after). */
const deliveriesOf = (orgId: number): Delivery[] =>
  receiver.deliveries.filter((d) => (JSON.parse(d.body) as { data: { orgId: number } }).data.orgId === orgId);

type Status = {
  configured: true;
  lastDeliveredSeq: number;
  headSeq: number;
  waiting: number;
  failures: number;
  lastAttemptAt: string | null;
  lastError: string | null;
  nextAttemptAt: string | null;
};

async function status(api: APIRequestContext, orgId: number): Promise<Status> {
  const response = await api.get(`/api/orgs/${orgId}/audit/webhook`);
  expect(response.status()).toBe(200);
  return response.json();
}

async function saveWebhook(owner: RegisteredUser, orgId: number): Promise<string> {
  const saved = await owner.api.put(`/api/orgs/${orgId}/audit/webhook`, { data: { url: receiver.url } });
  expect(saved.status(), await saved.text()).toBe(200);
  const { secret } = (await saved.json()) as { secret: string };
  expect(secret).toMatch(/^whsec_/);
  return secret;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("new events arrive signed, in order and linked, each once; the job sends nothing more once they are in", async () => {
  const { owner, org } = await enterpriseOwner();
  const secret = await saveWebhook(owner, org.id);
  // The receiver's first message is the webhook's own setting (sent right after the request, or by the job).
  await expect.poll(async () => (await runDeliveryJob(owner.api), deliveriesOf(org.id).length)).toBeGreaterThan(0);
  const [first] = openDelivery(deliveriesOf(org.id)[0]!, secret).data.events;
  expect(first).toMatchObject({
    action: "audit_webhook_set",
    orgId: org.id,
    actorId: owner.id,
    id: `${org.id}-${first!.seq}`,
  });

  for (let i = 0; i < 3; i++) {
    const renamed = await owner.api.patch(`/api/orgs/${org.id}`, {
      data: { name: `Webhook org ${i} ${uniqueSuffix()}` },
    });
    expect(renamed.status()).toBe(200);
  }
  await expect
    .poll(async () => {
      await runDeliveryJob(owner.api);
      const now = await status(owner.api, org.id);
      return now.lastDeliveredSeq === now.headSeq && now.waiting === 0;
    })
    .toBe(true);

  const deliveries = deliveriesOf(org.id);
  expect(deliveries.every((d) => d.method === "POST" && d.answered === 204)).toBe(true);
  expect(deliveries.every((d) => d.headers["content-type"]?.startsWith("application/json"))).toBe(true);
  const events = deliveries.flatMap((d) => openDelivery(d, secret).data.events);
  // In order, none twice, none missing, each linked to the one before as in the chain, each with its stable id.
  let position: ChainPosition = { seq: first!.seq - 1, hash: first!.prevHash };
  for (const event of events) {
    expect(checkNextEvent(position, event)).toBeNull();
    expect(event.id).toBe(`${org.id}-${event.seq}`);
    position = { seq: event.seq, hash: event.hash };
  }
  expect(events.filter((e) => e.action === "org_updated")).toHaveLength(3);
  expect(new Set(deliveries.map((d) => d.headers["webhook-id"])).size).toBe(deliveries.length);
  const verified = (await (await owner.api.get(`/api/orgs/${org.id}/audit/verify`)).json()) as {
    head: { seq: number; hash: string };
  };
  expect(position).toEqual(verified.head);

  // Delivered: the job has nothing left for this organisation.
  const sent = deliveriesOf(org.id).length;
  await runDeliveryJob(owner.api);
  await runDeliveryJob(owner.api);
  expect(deliveriesOf(org.id).length).toBe(sent);
  expect(await status(owner.api, org.id)).toMatchObject({
    failures: 0,
    waiting: 0,
    lastError: null,
    nextAttemptAt: null,
  });

  // A forged or foreign signature is what the receiver's check refuses.
  expect(() => openDelivery(deliveries[0]!, `whsec_${Buffer.alloc(32, 7).toString("base64")}`)).toThrow();
});

test("a failing receiver is retried later each time with the same message, until it takes it; then nothing twice", async () => {
  const { owner, org } = await enterpriseOwner();
  receiver.failWith = 500;
  const secret = await saveWebhook(owner, org.id);
  const failed = () => deliveriesOf(org.id).filter((d) => d.answered === 500);

  await expect.poll(async () => (await runDeliveryJob(owner.api), failed().length)).toBe(1);
  const afterFirst = await status(owner.api, org.id);
  expect(afterFirst).toMatchObject({ failures: 1, lastError: "The webhook answered 500", waiting: 1 });
  const firstWait = Date.parse(afterFirst.nextAttemptAt!) - Date.parse(afterFirst.lastAttemptAt!);
  expect(firstWait).toBe(RETRY_BASE_MS);
  // Before the next attempt is due, the job sends nothing.
  await runDeliveryJob(owner.api);
  if (Date.now() < Date.parse(afterFirst.nextAttemptAt!)) expect(failed().length).toBe(1);

  // Two more failures, each attempt made by the job once its time has come.
  for (const attempts of [2, 3]) {
    const before = await status(owner.api, org.id);
    await sleep(Math.max(0, Date.parse(before.nextAttemptAt!) - Date.now()) + 50);
    await expect.poll(async () => (await runDeliveryJob(owner.api), failed().length)).toBe(attempts);
    const after = await status(owner.api, org.id);
    expect(after.failures).toBe(attempts);
    // The stored wait doubles: 2 s, 4 s, 8 s.
    expect(Date.parse(after.nextAttemptAt!) - Date.parse(after.lastAttemptAt!)).toBe(
      RETRY_BASE_MS * 2 ** (attempts - 1),
    );
  }
  const attemptTimes = failed().map((d) => d.at);
  const gaps = attemptTimes.slice(1).map((at, i) => at - attemptTimes[i]!);
  expect(gaps[0]!).toBeGreaterThanOrEqual(RETRY_BASE_MS - 100);
  expect(gaps[1]!).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 100);
  expect(gaps[1]!).toBeGreaterThan(gaps[0]!);

  // The receiver is back: the next attempt delivers the very same message.
  receiver.failWith = null;
  const due = await status(owner.api, org.id);
  await sleep(Math.max(0, Date.parse(due.nextAttemptAt!) - Date.now()) + 50);
  await expect.poll(async () => (await runDeliveryJob(owner.api), deliveriesOf(org.id).length)).toBe(4);
  const all = deliveriesOf(org.id);
  expect(all.map((d) => d.answered)).toEqual([500, 500, 500, 204]);
  expect(new Set(all.map((d) => d.headers["webhook-id"])).size).toBe(1);
  expect(new Set(all.map((d) => d.body)).size).toBe(1);
  // Each attempt is signed afresh (its own time), and each checks out.
  for (const delivery of all) expect(openDelivery(delivery, secret).data.events[0]!.action).toBe("audit_webhook_set");

  const done = await status(owner.api, org.id);
  expect(done).toMatchObject({ failures: 0, waiting: 0, lastError: null, lastDeliveredSeq: done.headSeq });
  await runDeliveryJob(owner.api);
  expect(deliveriesOf(org.id).length).toBe(4);
});

// Mail goes out right after the request that queued it, with no timer and no scheduler: a production server of the
// test's own runs with BACKGROUND_JOBS=cron (as on a serverless host: no outbox worker in the process, and no cron
// call here), so only the delivery after the response can send the confirmation and the manager's signing link.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, newUser, test, uniqueSuffix } from "./helpers";
import { ownServerProblem } from "./production-build";
import { freePort, serverEnv, startServer, stopServer } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ timeout: 180_000 });

type Message = { id: number; subject: string; text: string; status: string; attempts: number };

async function messagesTo(api: APIRequestContext, address: string): Promise<Message[]> {
  const response = await api.get(`/dev/outbox/messages?to=${encodeURIComponent(address)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Message[];
}

/** The message to `address` whose subject contains `subjectPart`, once it left the outbox (5 s at most). */
async function sentMessage(api: APIRequestContext, address: string, subjectPart: string): Promise<Message> {
  let found: Message | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(api, address)).find((m) => m.subject.includes(subjectPart));
        return found?.status;
      },
      { timeout: 5_000, intervals: [100, 200, 300] },
    )
    .toBe("sent");
  return found!;
}

test("without a worker or a cron call, the confirmation and the signing link are sent right after their requests", async () => {
  const dir = path.join(".data", `test-mail-after-${uniqueSuffix()}`);
  const port = await freePort();
  const server = await startServer(dir, port, {
    env: { ...serverEnv(dir), BACKGROUND_JOBS: "cron", APP_URL: `http://127.0.0.1:${port}` },
  });
  const outbox = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    // Registration queues the address confirmation in its transaction; newUser opens the link from the outbox.
    const rep = await newUser(playwrightRequest, {}, server.url);
    const confirmation = await sentMessage(outbox, rep.email, "Confirm your QuotaProof e-mail address");
    expect(confirmation.attempts).toBe(1);

    const managerEmail = `mgr-${uniqueSuffix()}@example.com`;
    const created = await rep.api.post("/api/quota-records", {
      data: {
        year: new Date().getUTCFullYear() - 1,
        periodType: "quarterly",
        quarter: 2,
        quota: "400000",
        attainment: "500000",
        proofType: "manager_esign",
        managerName: "Dana Manager",
        managerEmail,
      },
    });
    expect(created.status()).toBe(201);
    const request = await sentMessage(outbox, managerEmail, "asks you to confirm their quota results");
    // Sent once, by one sender: a single attempt, and the link is in the text part the manager reads.
    expect(request.attempts).toBe(1);
    expect(request.text).toMatch(/\/sign\/[A-Za-z0-9_-]{43}/);
    expect(await messagesTo(outbox, managerEmail)).toHaveLength(1);
    await rep.api.dispose();
  } finally {
    await outbox.dispose();
    await stopServer(server, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
});

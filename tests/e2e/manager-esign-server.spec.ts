// Manager e-signature on servers of the test's own: one delivering through a real SMTP server (smtp-server) the
// test listens with, one whose signing links expire after seconds. Both run the production build (`npm start`).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { formatDate } from "../../lib/format";
import { freePort, serverEnv, startServer, stopServer, type ServerProcess } from "../api/server-process";
import { signingPath, waitForMail } from "../outbox";
import { managerDevice, managerNetwork } from "../devices";
import { confirmAddress, SUITE_EMPLOYER_DOMAINS, vetEmployerDomains } from "../api/helpers";
import { gotoDashboard } from "./portfolio-page";

test.skip(
  !fs.existsSync(".next/BUILD_ID"),
  "needs a production build (npm run build): these tests start their own `npm start` servers",
);
test.skip(!!process.env.DATABASE_URL, "the servers of these tests each use an embedded database folder of their own");
test.describe.configure({ mode: "serial", timeout: 240_000 });

const lastYear = new Date().getUTCFullYear() - 1;
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const servers: { server: ServerProcess; dir: string }[] = [];

async function ownServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const dir = path.join(".data", `test-esign-${suffix()}`);
  const url = `http://127.0.0.1:${port}`;
  const admin = { ADMIN_EMAIL: process.env.QP_TEST_ADMIN_EMAIL, ADMIN_PASSWORD: process.env.QP_TEST_ADMIN_PASSWORD };
  const server = await startServer(dir, port, { env: { ...serverEnv(dir), APP_URL: url, ...admin, ...env } });
  servers.push({ server, dir });
  await vetEmployerDomains(SUITE_EMPLOYER_DOMAINS, url);
  return server;
}

test.afterAll(async () => {
  for (const { server, dir } of servers) {
    await stopServer(server, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}.lock`, { force: true });
  }
});

type Rep = { fullName: string; manager: { name: string; email: string } };

/**
 * A rep with a Q2 record that asks their manager to e-sign, in a browser signed in on `url`. With `smtp`, the rep
 * confirms their address from the message the SMTP server received: the outbox copy of a delivered message no
 * longer holds its link.
 */
async function repWithRequest(browser: Browser, url: string, smtp?: Smtp): Promise<{ page: Page; rep: Rep }> {
  const page = await (await browser.newContext({ baseURL: url })).newPage();
  const id = suffix();
  const rep: Rep = {
    fullName: `Sam Smtp ${id}`,
    manager: { name: `Pat Manager ${id}`, email: `esign.smtp.${id}@example.com` },
  };
  const registered = await page.request.post("/api/auth/register", {
    data: {
      email: `esign.rep.${id}@example.com`,
      password: "quota-crusher-1",
      fullName: rep.fullName,
      username: `es_${id}`,
    },
  });
  expect(registered.status()).toBe(201);
  if (smtp) await confirmFromSmtp(page, smtp, `esign.rep.${id}@example.com`);
  else await confirmAddress(page.request, `esign.rep.${id}@example.com`);
  const created = await page.request.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 2,
      quota: "300000",
      attainment: "330000",
      proofType: "manager_esign",
      managerName: rep.manager.name,
      managerEmail: rep.manager.email,
    },
  });
  expect(created.status()).toBe(201);
  return { page, rep };
}

async function openQuotaTab(page: Page) {
  await gotoDashboard(page, "?tab=quota");
  await expect(page.getByRole("heading", { name: "Quota & Performance Tracking" })).toBeVisible({ timeout: 30_000 });
}

type Received = { to: string[]; raw: string };

/** A real SMTP server on a free port that keeps what it receives (no TLS or login: it only listens locally). */
type Smtp = { port: number; received: Received[]; close: () => Promise<void> };

/** Confirms `address` through the confirmation link in the message the SMTP server received for it. */
async function confirmFromSmtp(page: Page, smtp: Smtp, address: string): Promise<void> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const raw = smtp.received.find((m) => m.to.includes(address))?.raw;
        token = raw && /\/verify-email\/([A-Za-z0-9_-]{43})/.exec(decodeQuotedPrintable(raw))?.[1];
        return token;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  expect((await page.request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
}

async function listenSmtp(): Promise<Smtp> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP server has no port");
  return { port: address.port, received, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

/** The message body with quoted-printable soft breaks and escapes undone, so a link reads whole. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test("the manager's e-mail goes out over SMTP; the link in it signs and the rep's record shows Verified", async ({
  browser,
}) => {
  const smtp = await listenSmtp();
  try {
    const server = await ownServer(await freePort(), { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, DEV_OUTBOX: "true" });
    const { page, rep } = await repWithRequest(browser, server.url, smtp);

    // The message arrives at the SMTP server, addressed to the manager, with the link in both parts.
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(rep.manager.email)).length, { timeout: 30_000 })
      .toBe(1);
    const raw = decodeQuotedPrintable(smtp.received.find((m) => m.to.includes(rep.manager.email))!.raw);
    expect(raw).toContain(`${rep.fullName} asks you to confirm their quota results`);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const links = [...raw.matchAll(/https?:\/\/[^\s"<>]+\/sign\/([A-Za-z0-9_-]{43})/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links).size).toBe(1);
    expect(links[0]!.startsWith(`${server.url}/sign/`)).toBe(true);

    // Delivered: the copy kept in the outbox no longer holds the single-use link.
    const token = links[0]!.split("/").at(-1)!;
    await expect
      .poll(async () => {
        const kept = (await (
          await page.request.get(`/dev/outbox/messages?to=${encodeURIComponent(rep.manager.email)}`)
        ).json()) as {
          status: string;
          text: string;
          html: string;
        }[];
        return kept.map((m) => [
          m.status,
          m.text.includes(token) || m.html.includes(token),
          m.text.includes("[link removed after delivery]"),
        ]);
      })
      .toEqual([["sent", false, true]]);

    const manager = await browser.newContext({ ...managerDevice, proxy: await managerNetwork() });
    try {
      const signingPage = await manager.newPage();
      await signingPage.goto(links[0]!);
      await expect(signingPage.getByRole("region", { name: "Claimed figures" })).toContainText("$330,000.00");
      await signingPage.getByLabel("Your full name").fill(rep.manager.name);
      await signingPage.getByRole("checkbox", { name: /figures above are accurate/ }).check();
      await signingPage.getByRole("button", { name: "Sign and confirm" }).click();
      await expect(signingPage.getByText("E-signature received!")).toBeVisible();
    } finally {
      await manager.close();
    }

    await openQuotaTab(page);
    const record = page.getByRole("article", { name: `Q2 ${lastYear}`, exact: true });
    await expect(record.getByText(/^Verified at /)).toBeVisible();
    await expect(
      record.getByText(`Verified: signed by ${rep.manager.name} on ${formatDate(new Date())}`),
    ).toBeVisible();
    await page.context().close();
  } finally {
    await smtp.close();
  }
});

test("a signing link past its expiry shows the expired page, and the rep sees the request Expired", async ({
  browser,
}) => {
  // 0.002 hours: the link expires about 7 seconds after it is sent.
  const server = await ownServer(await freePort(), { SIGNING_REQUEST_TTL_HOURS: "0.002", DEV_OUTBOX: "true" });
  const { page, rep } = await repWithRequest(browser, server.url);
  const path = signingPath(
    await waitForMail(page.request, rep.manager.email, "asks you to confirm their quota results"),
  );
  await page.waitForTimeout(8_000);

  const manager = await browser.newContext({ baseURL: server.url, ...managerDevice, proxy: await managerNetwork() });
  try {
    const signingPage = await manager.newPage();
    await signingPage.goto(path);
    await expect(signingPage.getByRole("heading", { name: "This signing link has expired" })).toBeVisible();
    await expect(signingPage.getByText("Claimed figures")).toHaveCount(0);
    await expect(signingPage.getByText("$330,000.00")).toHaveCount(0);
    const refused = await manager.request.post(`/api${path}/sign`, {
      data: { fullName: rep.manager.name, consent: true },
    });
    expect(refused.status()).toBe(410);
  } finally {
    await manager.close();
  }

  await openQuotaTab(page);
  const record = page.getByRole("article", { name: `Q2 ${lastYear}`, exact: true });
  await expect(record.getByText("Expired", { exact: true })).toBeVisible();
  await expect(record.getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(record.getByRole("button", { name: "Resend" })).toBeVisible();
  await page.context().close();
});

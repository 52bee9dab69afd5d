// Confirming the sign-up address: registration mails a single-use link (/verify-email/<token>); opening its page
// changes nothing, POST /api/auth/verify-email { token } confirms once; a resend replaces older links and is capped.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { waitForMail } from "../outbox";
import { adminApi, expect, linkToken, outboxLinks, test, uniqueSuffix, waitForLink } from "./helpers";

const CONFIRM_SUBJECT = "Confirm your QuotaProof e-mail address";

test("sign-up mails a link that confirms the address once; opening its page changes nothing", async ({ newUser }) => {
  const rep = await newUser({ confirmed: false });
  expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: false });

  const mail = await waitForMail(rep.api, rep.email, CONFIRM_SUBJECT);
  const path = await waitForLink(rep.api, rep.email, "/verify-email");
  const token = linkToken(path);
  expect(mail.html).toContain(path);

  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    // A mail scanner opening the link: the page names the address, and nothing changes.
    const page = await visitor.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(rep.email);
    expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: false });

    // No session is needed: the token is the credential.
    const confirmed = await visitor.post("/api/auth/verify-email", { data: { token } });
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.json()).toEqual({ email: rep.email, purpose: "verify-email" });
    expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: true });

    const again = await visitor.post("/api/auth/verify-email", { data: { token } });
    expect(again.status()).toBe(404);
    expect((await visitor.get(path)).status()).toBe(200);
    expect(await (await visitor.get(path)).text()).toContain("not valid");

    // Once confirmed, there is nothing to resend.
    expect((await rep.api.post("/api/auth/verify-email/resend")).status()).toBe(409);
  } finally {
    await visitor.dispose();
  }
});

test("unknown and malformed tokens are refused", async ({ request }) => {
  const unknown = await request.post("/api/auth/verify-email", { data: { token: "A".repeat(43) } });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.message).toContain("not valid");
  const malformed = await request.post("/api/auth/verify-email", { data: { token: "short" } });
  expect(malformed.status()).toBe(422);
  expect((await request.post("/api/auth/verify-email", { data: {} })).status()).toBe(422);
});

test("resend needs a session, replaces older links and is capped", async ({ newUser, request }) => {
  expect((await request.post("/api/auth/verify-email/resend")).status()).toBe(401);
  const rep = await newUser({ confirmed: false });
  const first = await waitForLink(rep.api, rep.email, "/verify-email");

  const resent = await rep.api.post("/api/auth/verify-email/resend");
  expect(resent.status()).toBe(202);
  let links: string[] = [];
  await expect
    .poll(async () => (links = await outboxLinks(rep.api, rep.email, "/verify-email")).length)
    .toBeGreaterThanOrEqual(2);
  const newest = links[0]!;
  expect(newest).not.toBe(first);

  // The older link stopped working; the newest works.
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(first) } })).status()).toBe(404);
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(newest) } })).status()).toBe(200);

  // The cap: a fresh unconfirmed account may ask 10 times an hour.
  const other = await newUser({ confirmed: false });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await other.api.post("/api/auth/verify-email/resend")).status());
  expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test("a link sent before an e-mail change no longer confirms; the change's own link confirms the new address", async ({
  newUser,
  request,
}) => {
  const rep = await newUser({ confirmed: false });
  const oldLink = await waitForLink(rep.api, rep.email, "/verify-email");
  const newEmail = `moved-${uniqueSuffix()}@example.com`;
  expect((await rep.api.post("/api/auth/email", { data: { newEmail, password: rep.password } })).status()).toBe(202);
  const changeLink = await waitForLink(rep.api, newEmail, "/confirm-email");
  expect((await rep.api.post("/api/auth/email/confirm", { data: { token: linkToken(changeLink) } })).status()).toBe(
    200,
  );
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(oldLink) } })).status()).toBe(404);

  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await api.post("/api/auth/login", { data: { email: newEmail, password: rep.password } })).status()).toBe(
      200,
    );
    expect(await (await api.get("/api/auth/me")).json()).toMatchObject({ email: newEmail, emailConfirmed: true });
  } finally {
    await api.dispose();
  }
});

test("a mailbox confirmed by one account cannot be confirmed by another (409)", async ({ newUser, request }) => {
  const suffix = uniqueSuffix();
  const first = await newUser({ email: `shared-${suffix}@example.com` });
  // The same mailbox, dressed up with a +tag.
  const second = await newUser({ email: `shared-${suffix}+alt@example.com`, confirmed: false });
  const link = await waitForLink(second.api, second.email, "/verify-email");
  const refused = await request.post("/api/auth/verify-email", { data: { token: linkToken(link) } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toContain("another account");
  expect(await (await second.api.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: false });
  expect(await (await first.api.get("/api/auth/me")).json()).toMatchObject({ emailConfirmed: true });
});

test("the operator's ADMIN_EMAIL account is confirmed from the start", async () => {
  const admin = await adminApi();
  try {
    expect(await (await admin.get("/api/auth/me")).json()).toMatchObject({ role: "admin", emailConfirmed: true });
  } finally {
    await admin.dispose();
  }
});

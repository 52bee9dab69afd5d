// A forgotten password: POST /api/auth/password-reset { email } answers 202 alike for known and unknown addresses
// and mails a single-use link (/reset-password/<token>, one hour); POST /api/auth/password-reset/confirm sets the
// new password, confirms the address and ends every session. Requests are limited per address and per IP.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { expect, linkToken, outboxLinks, test, uniqueSuffix, waitForLink } from "./helpers";

const strongPassword = () => `Harbor-Lantern-${uniqueSuffix()}-Quill`;

test("known and unknown addresses get the same answer; only the known one gets a link", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  const unknown = `nobody-${uniqueSuffix()}@example.com`;
  const known = await request.post("/api/auth/password-reset", { data: { email: rep.email.toUpperCase() } });
  const missing = await request.post("/api/auth/password-reset", { data: { email: unknown } });
  expect(known.status()).toBe(202);
  expect(missing.status()).toBe(202);
  expect(await known.json()).toEqual(await missing.json());
  await waitForLink(request, rep.email, "/reset-password");
  expect(await outboxLinks(request, unknown, "/reset-password")).toEqual([]);
  expect((await request.post("/api/auth/password-reset", { data: { email: "nope" } })).status()).toBe(422);
});

test("the link sets a new password once, ends every session and confirms the address", async ({ newUser }) => {
  const rep = await newUser({ confirmed: false });
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await visitor.post("/api/auth/password-reset", { data: { email: rep.email } })).status()).toBe(202);
    const path = await waitForLink(visitor, rep.email, "/reset-password");
    const token = linkToken(path);

    // Opening the page shows the form and changes nothing.
    const page = await visitor.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Choose a new password");
    expect((await rep.api.get("/api/auth/me")).status()).toBe(200);

    const weak = await visitor.post("/api/auth/password-reset/confirm", { data: { token, newPassword: "12345" } });
    expect(weak.status()).toBe(422);
    expect((await weak.json()).error.fields.newPassword).toEqual(expect.any(String));

    const newPassword = strongPassword();
    const reset = await visitor.post("/api/auth/password-reset/confirm", { data: { token, newPassword } });
    expect(reset.status()).toBe(200);

    // Every session ended; the old password no longer signs in, the new one does, and the address is confirmed.
    expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
    const oldLogin = await visitor.post("/api/auth/login", { data: { email: rep.email, password: rep.password } });
    expect(oldLogin.status()).toBe(401);
    const login = await visitor.post("/api/auth/login", { data: { email: rep.email, password: newPassword } });
    expect(login.status()).toBe(200);
    expect(await (await visitor.get("/api/auth/me")).json()).toMatchObject({ id: rep.id, emailConfirmed: true });

    // The link works once.
    const again = await visitor.post("/api/auth/password-reset/confirm", {
      data: { token, newPassword: strongPassword() },
    });
    expect(again.status()).toBe(404);
    expect(await (await visitor.get(path)).text()).toContain("not valid");
  } finally {
    await visitor.dispose();
  }
});

test("a newer request makes older links unusable; unknown and malformed tokens are refused", async ({
  newUser,
  request,
}) => {
  const rep = await newUser();
  expect((await request.post("/api/auth/password-reset", { data: { email: rep.email } })).status()).toBe(202);
  const first = await waitForLink(request, rep.email, "/reset-password");
  expect((await request.post("/api/auth/password-reset", { data: { email: rep.email } })).status()).toBe(202);
  let links: string[] = [];
  await expect.poll(async () => (links = await outboxLinks(request, rep.email, "/reset-password")).length).toBe(2);
  const stale = await request.post("/api/auth/password-reset/confirm", {
    data: { token: linkToken(first), newPassword: strongPassword() },
  });
  expect(stale.status()).toBe(404);
  const unknown = await request.post("/api/auth/password-reset/confirm", {
    data: { token: "B".repeat(43), newPassword: strongPassword() },
  });
  expect(unknown.status()).toBe(404);
  const malformed = await request.post("/api/auth/password-reset/confirm", {
    data: { token: "x", newPassword: strongPassword() },
  });
  expect(malformed.status()).toBe(422);
  const fresh = await request.post("/api/auth/password-reset/confirm", {
    data: { token: linkToken(links[0]!), newPassword: strongPassword() },
  });
  expect(fresh.status()).toBe(200);
});

test("requests are limited per address, the same for known and unknown addresses", async ({ newUser, request }) => {
  const rep = await newUser();
  const unknown = `ghost-${uniqueSuffix()}@example.com`;
  for (const email of [rep.email, unknown]) {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await request.post("/api/auth/password-reset", { data: { email } })).status());
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  }
  const limited = await request.post("/api/auth/password-reset", { data: { email: rep.email } });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  // Five links at most reached the account.
  expect((await outboxLinks(request, rep.email, "/reset-password")).length).toBe(5);
});

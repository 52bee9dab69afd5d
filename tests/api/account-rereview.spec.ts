// Account rules from a security re-review, each held by an attack:
// - a password reset cancels a pending e-mail change, and a change link works only for the signed-in account that
//   asked for it (a stolen session cannot move the account to the thief's address once the owner resets);
// - sign-ups are limited per IP address and per network (/24), counted before the work, and Gmail's dot and +tag
//   variants of a registered address are the same address (409);
// - adding a work address that another account confirmed answers exactly like any other addition (202), so the call
//   does not tell who owns which address; that address's owner is told instead, and it gets no link.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { waitForMail } from "../outbox";
import { AddressedClient } from "./from-address";
import { confirmWorkEmail, expect, linkToken, outboxLinks, test, uniqueSuffix, waitForLink } from "./helpers";

/** Sign-ups per IP address per hour, and per network (/24) per day (lib/server/data/sign-up-throttle.ts). */
const PER_ADDRESS = 5;
const PER_NETWORK = 20;

const strongPassword = () => `Harbor-Lantern-${uniqueSuffix()}-Quill`;
const account = (email = `rr-${uniqueSuffix()}@example.com`) => ({
  email,
  password: strongPassword(),
  username: `rr_${uniqueSuffix()}`,
  fullName: "Rita Review",
});

/** A loopback network of the test's own (127.a.b.0/24, never 127.0.0.0/24 where the shared client is). */
function ownNetwork(): (host: number) => string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  const prefix = `127.${byte()}.${byte()}`;
  return (host) => `${prefix}.${host}`;
}

test.describe.configure({ timeout: 120_000 });

test("a password reset cancels a pending e-mail change: the link asked for from a stolen session stops working", async ({
  newUser,
}) => {
  const rep = await newUser();
  // The thief, in the rep's session, asks to move the account to an address of their own.
  const thiefAddress = `thief-${uniqueSuffix()}@example.com`;
  expect(
    (await rep.api.post("/api/auth/email", { data: { newEmail: thiefAddress, password: rep.password } })).status(),
  ).toBe(202);
  const changeToken = linkToken(await waitForLink(rep.api, thiefAddress, "/confirm-email"));

  // The owner resets the password through the link mailed to their own address.
  const owner = new AddressedClient();
  expect((await owner.post("/api/auth/password-reset", { email: rep.email })).status).toBe(202);
  const resetToken = linkToken(await waitForLink(rep.api, rep.email, "/reset-password"));
  const newPassword = strongPassword();
  expect((await owner.post("/api/auth/password-reset/confirm", { token: resetToken, newPassword })).status).toBe(200);

  // The thief's session is gone, the pending change with it, and its link confirms nothing, even for the owner.
  expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
  expect((await owner.login(rep.email, newPassword)).status).toBe(200);
  expect((await owner.get("/api/auth/me")).json()).toMatchObject({ email: rep.email, pendingEmail: null });
  expect((await owner.post("/api/auth/email/confirm", { token: changeToken })).status).toBe(404);
  expect((await owner.get(`/confirm-email/${changeToken}`)).text).toContain("This confirmation link is not valid");
  expect((await owner.get("/api/auth/me")).json()).toMatchObject({ email: rep.email });
});

test("an e-mail change link confirms only for the signed-in account that asked: 401 signed out, 404 for another account", async ({
  newUser,
}) => {
  const rep = await newUser();
  const other = await newUser();
  const newEmail = `moving-${uniqueSuffix()}@example.com`;
  expect((await rep.api.post("/api/auth/email", { data: { newEmail, password: rep.password } })).status()).toBe(202);
  const token = linkToken(await waitForLink(rep.api, newEmail, "/confirm-email"));

  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const signedOut = await anonymous.post("/api/auth/email/confirm", { data: { token } });
    expect(signedOut.status()).toBe(401);
    expect((await signedOut.json()).error.code).toBe("unauthorized");
    // The page asks a signed-out visitor to sign in and come back to the link.
    const page = await (await anonymous.get(`/confirm-email/${token}`)).text();
    expect(page).toContain(newEmail);
    expect(page).toContain(`/login?next=/confirm-email/${token}`);
    expect(page).not.toContain("Confirm New Email");
  } finally {
    await anonymous.dispose();
  }

  const foreign = await other.api.post("/api/auth/email/confirm", { data: { token } });
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).error.code).toBe("not_found");
  // The page tells the other account so, without the button.
  const otherPage = await (await other.api.get(`/confirm-email/${token}`)).text();
  expect(otherPage).toContain("another account");
  expect(otherPage).not.toContain("Confirm New Email");
  expect(await (await other.api.get("/api/auth/me")).json()).toMatchObject({ email: other.email });
  expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ email: rep.email, pendingEmail: newEmail });

  expect(await (await rep.api.get(`/confirm-email/${token}`)).text()).toContain("Confirm New Email");
  const confirmed = await rep.api.post("/api/auth/email/confirm", { data: { token } });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toEqual({ email: newEmail, signedOut: true });
  expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
});

test("sign-ups from one IP address: counted before the work, parallel ones included; past the limit 429 with Retry-After; refused duplicates are not counted", async () => {
  const client = new AddressedClient();
  const taken = account();
  expect((await client.post("/api/auth/register", taken)).status).toBe(201);
  // A sign-up refused as a duplicate made no account: it gives its place back.
  for (let i = 0; i < 3; i++) {
    const duplicate = await client.post("/api/auth/register", { ...account(), email: taken.email });
    expect(duplicate.status).toBe(409);
  }
  const answers = await Promise.all(
    Array.from({ length: PER_ADDRESS + 3 }, () =>
      new AddressedClient(client.address).post("/api/auth/register", account()),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([...Array(PER_ADDRESS - 1).fill(201), ...Array(4).fill(429)]);
  for (const refused of answers.filter((answer) => answer.status === 429)) {
    expect(refused.json()).toMatchObject({ error: { code: "too_many_requests" } });
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3_600);
    expect(refused.headers["set-cookie"]).toBeUndefined();
  }
  // Another address is not held back.
  expect((await new AddressedClient().post("/api/auth/register", account())).status).toBe(201);
});

test("sign-ups from one network (/24) are limited per day across its addresses", async () => {
  const host = ownNetwork();
  for (let a = 0; a < PER_NETWORK / PER_ADDRESS; a++) {
    const client = new AddressedClient(host(a + 1));
    for (let i = 0; i < PER_ADDRESS; i++) {
      const answer = await client.post("/api/auth/register", account());
      expect(answer.status, `address ${a + 1}, sign-up ${i + 1}`).toBe(201);
    }
  }
  const fresh = await new AddressedClient(host(200)).post("/api/auth/register", account());
  expect(fresh.status).toBe(429);
  expect(Number(fresh.headers["retry-after"])).toBeGreaterThan(3_600);
  expect(Number(fresh.headers["retry-after"])).toBeLessThanOrEqual(24 * 3_600);
});

test("Gmail's dot, +tag and googlemail.com variants of a registered address are the same address (409)", async ({
  newUser,
}) => {
  const name = `john${uniqueSuffix().replace(/\d/g, "")}`;
  const rep = await newUser({ email: `${name}@gmail.com` });
  const dotted = `${name.split("").join(".")}+x@googlemail.com`;
  const client = new AddressedClient();
  for (const email of [
    dotted,
    `${name.toUpperCase()}+promo@gmail.com`,
    `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`,
  ]) {
    const answer = await client.post("/api/auth/register", { ...account(), email });
    expect(answer.status, email).toBe(409);
    expect(answer.json()).toMatchObject({
      error: { code: "conflict", fields: { email: "An account with this email already exists" } },
    });
  }
  // An e-mail change to a variant is taken too.
  const other = await newUser();
  const change = await other.api.post("/api/auth/email", { data: { newEmail: dotted, password: other.password } });
  expect(change.status()).toBe(409);
  expect((await change.json()).error.fields).toHaveProperty("newEmail");
  // Another Gmail mailbox is free.
  expect((await client.post("/api/auth/register", account(`${name}x@gmail.com`))).status).toBe(201);
  expect(rep.email).toBe(`${name}@gmail.com`);
});

test("adding a work address another account confirmed answers 202 like any other; its owner is told and no link is sent", async ({
  newUser,
  request,
}) => {
  const owner = await newUser();
  const prober = await newUser();
  const address = `lee-${uniqueSuffix()}@acme-corp.test`;
  await confirmWorkEmail(owner, address);
  const linksBefore = await outboxLinks(request, address, "/verify-email");
  const ownerLinksBefore = await outboxLinks(request, owner.email, "/verify-email");

  const fresh = await prober.api.post("/api/account/work-emails", {
    data: { email: `free-${uniqueSuffix()}@acme-corp.test` },
  });
  const taken = await prober.api.post("/api/account/work-emails", { data: { email: address } });
  const takenAccount = await prober.api.post("/api/account/work-emails", { data: { email: owner.email } });
  for (const answer of [fresh, taken, takenAccount]) {
    expect(answer.status()).toBe(202);
    expect(await answer.json()).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      confirmedAt: null,
      createdAt: expect.any(String),
    });
  }
  expect((await taken.json()).email).toBe(address);

  // The owners of the confirmed mailboxes get a notice, without any link; the prober's rows stay unconfirmed.
  for (const to of [address, owner.email]) {
    const notice = await waitForMail(request, to, "Someone tried to add your address");
    expect(notice.text).toContain(to);
    expect(notice.text).not.toMatch(/\/verify-email\//);
  }
  expect(await outboxLinks(request, address, "/verify-email")).toEqual(linksBefore);
  expect(await outboxLinks(request, owner.email, "/verify-email")).toEqual(ownerLinksBefore);
  const { id } = await taken.json();
  expect((await prober.api.post(`/api/account/work-emails/${id}/resend`)).status()).toBe(202);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await outboxLinks(request, address, "/verify-email")).toEqual(linksBefore);
  const listed = (await (await prober.api.get("/api/account/work-emails")).json()) as {
    email: string;
    confirmedAt: null;
  }[];
  expect(listed.map((row) => [row.email, row.confirmedAt])).toEqual(
    expect.arrayContaining([
      [address, null],
      [owner.email, null],
    ]),
  );
  // The owner keeps the address.
  const ownerList = (await (await owner.api.get("/api/account/work-emails")).json()) as {
    confirmedAt: string | null;
  }[];
  expect(ownerList[0]?.confirmedAt).toEqual(expect.any(String));
});

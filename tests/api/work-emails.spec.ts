// Work addresses: POST /api/account/work-emails { email } lists the address and mails a link confirmed through
// POST /api/auth/verify-email; free mail and the rep's own addresses are refused; a mailbox another account confirmed
// is answered alike but gets no link, and cannot be confirmed; every address entered counts as the rep's own (a rep
// cannot name it as their manager).
import { waitForMail } from "../outbox";
import { expect, confirmWorkEmail, linkToken, outboxLinks, test, uniqueSuffix, waitForLink } from "./helpers";

const lastYear = new Date().getUTCFullYear() - 1;

test("a work address is listed at once and confirmed through its link, once", async ({ newUser, request }) => {
  const rep = await newUser();
  const address = `jane-${uniqueSuffix()}@acme-corp.test`;
  const added = await rep.api.post("/api/account/work-emails", { data: { email: address.toUpperCase() } });
  expect(added.status()).toBe(202);
  const entry = await added.json();
  expect(entry).toEqual({ id: expect.any(Number), email: address, confirmedAt: null, createdAt: expect.any(String) });

  const listed = await (await rep.api.get("/api/account/work-emails")).json();
  expect(listed).toEqual([entry]);

  const path = await waitForLink(rep.api, address, "/verify-email");
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(address);
  // Opening the page changed nothing.
  expect((await (await rep.api.get("/api/account/work-emails")).json())[0].confirmedAt).toBeNull();

  const confirmed = await request.post("/api/auth/verify-email", { data: { token: linkToken(path) } });
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toEqual({ email: address, purpose: "work-email" });
  const [after] = await (await rep.api.get("/api/account/work-emails")).json();
  expect(after.confirmedAt).toEqual(expect.any(String));
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(path) } })).status()).toBe(404);

  // Another account does not see or remove it.
  const other = await newUser();
  expect(await (await other.api.get("/api/account/work-emails")).json()).toEqual([]);
  expect((await other.api.delete(`/api/account/work-emails/${entry.id}`)).status()).toBe(404);
  expect((await rep.api.delete(`/api/account/work-emails/${entry.id}`)).status()).toBe(200);
  expect(await (await rep.api.get("/api/account/work-emails")).json()).toEqual([]);
  expect((await request.get("/api/account/work-emails")).status()).toBe(401);
});

test("free mail, the account's own addresses and duplicates are refused", async ({ newUser }) => {
  const rep = await newUser();
  const gmail = await rep.api.post("/api/account/work-emails", { data: { email: `x${uniqueSuffix()}@gmail.com` } });
  expect(gmail.status()).toBe(422);
  expect((await gmail.json()).error.fields.email).toContain("employer");
  const disposable = await rep.api.post("/api/account/work-emails", {
    data: { email: `x${uniqueSuffix()}@mailinator.com` },
  });
  expect(disposable.status()).toBe(422);
  expect((await rep.api.post("/api/account/work-emails", { data: { email: "not-an-address" } })).status()).toBe(422);

  const own = await rep.api.post("/api/account/work-emails", { data: { email: rep.email.toUpperCase() } });
  expect(own.status()).toBe(409);
  const address = `sam-${uniqueSuffix()}@acme-corp.test`;
  expect((await rep.api.post("/api/account/work-emails", { data: { email: address } })).status()).toBe(202);
  const [local, domain] = address.split("@");
  const again = await rep.api.post("/api/account/work-emails", { data: { email: `${local}+work@${domain}` } });
  expect(again.status()).toBe(409);
  expect((await again.json()).error.message).toContain("already on your account");
});

test("a mailbox confirmed by another account is answered alike (202) without a link, and cannot be confirmed twice", async ({
  newUser,
  request,
}) => {
  const owner = await newUser();
  const squatter = await newUser();
  const address = `lee-${uniqueSuffix()}@acme-corp.test`;
  // The squatter lists it first (unconfirmed), then the real owner confirms it.
  expect((await squatter.api.post("/api/account/work-emails", { data: { email: address } })).status()).toBe(202);
  const squatterLink = await waitForLink(squatter.api, address, "/verify-email");
  await confirmWorkEmail(owner, address);

  const late = await request.post("/api/auth/verify-email", { data: { token: linkToken(squatterLink) } });
  expect(late.status()).toBe(409);
  const third = await newUser();
  const linksBefore = await outboxLinks(request, address, "/verify-email");
  const ownerLinksBefore = await outboxLinks(request, owner.email, "/verify-email");
  const taken = await third.api.post("/api/account/work-emails", { data: { email: address } });
  expect(taken.status()).toBe(202);
  expect(await taken.json()).toMatchObject({ email: address, confirmedAt: null });
  // The account address of a confirmed account is answered the same way.
  const accountAddress = await third.api.post("/api/account/work-emails", { data: { email: owner.email } });
  expect(accountAddress.status()).toBe(202);
  // Neither gets a link: their owners get a notice instead.
  await waitForMail(request, address, "Someone tried to add your address");
  await waitForMail(request, owner.email, "Someone tried to add your address");
  expect(await outboxLinks(request, address, "/verify-email")).toEqual(linksBefore);
  expect(await outboxLinks(request, owner.email, "/verify-email")).toEqual(ownerLinksBefore);
});

test("at most ten work addresses", async ({ newUser }) => {
  const rep = await newUser();
  const suffix = uniqueSuffix();
  for (let i = 0; i < 10; i++) {
    const added = await rep.api.post("/api/account/work-emails", { data: { email: `r${i}-${suffix}@acme-corp.test` } });
    expect(added.status()).toBe(202);
  }
  const eleventh = await rep.api.post("/api/account/work-emails", { data: { email: `r10-${suffix}@acme-corp.test` } });
  expect(eleventh.status()).toBe(409);
  expect((await eleventh.json()).error.message).toContain("up to 10");
});

test("resending a work address link replaces the older one", async ({ newUser, request }) => {
  const rep = await newUser();
  const address = `kim-${uniqueSuffix()}@acme-corp.test`;
  const { id } = await (await rep.api.post("/api/account/work-emails", { data: { email: address } })).json();
  const first = await waitForLink(rep.api, address, "/verify-email");
  expect((await rep.api.post(`/api/account/work-emails/${id}/resend`)).status()).toBe(202);
  let newest = first;
  await expect.poll(async () => (newest = await waitForLink(rep.api, address, "/verify-email"))).not.toBe(first);
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(first) } })).status()).toBe(404);
  expect((await request.post("/api/auth/verify-email", { data: { token: linkToken(newest) } })).status()).toBe(200);
  expect((await rep.api.post(`/api/account/work-emails/${id}/resend`)).status()).toBe(409);
});

test("an address the rep entered, confirmed or not, cannot be named as their manager", async ({ newUser }) => {
  const rep = await newUser();
  const entered = `me-${uniqueSuffix()}@acme-corp.test`;
  const confirmed = `me2-${uniqueSuffix()}@acme-corp.test`;
  expect((await rep.api.post("/api/account/work-emails", { data: { email: entered } })).status()).toBe(202);
  await confirmWorkEmail(rep, confirmed);
  for (const [quarter, managerEmail] of [
    [1, entered],
    [2, confirmed.toUpperCase()],
  ] as const) {
    const response = await rep.api.post("/api/quota-records", {
      data: {
        year: lastYear,
        periodType: "quarterly",
        quarter,
        quota: "400000",
        attainment: "500000",
        proofType: "manager_esign",
        managerName: "Dana Manager",
        managerEmail,
      },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).error.fields.managerEmail).toContain("your own e-mail address");
  }
});

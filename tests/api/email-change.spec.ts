// Changing the account's e-mail over HTTP: POST /api/auth/email { newEmail, password } sends a single-use link to
// the new address (the old one is told) and changes nothing yet; POST /api/auth/email/confirm { token }, signed in as
// that account, moves the account to the new address and signs out every session. Bad passwords, taken or invalid
// addresses, and dead or reused links are refused.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { waitForMail } from "../outbox";
import { expect, test, uniqueSuffix } from "./helpers";

const CONFIRM_SUBJECT = "Confirm your new QuotaProof e-mail address";

function confirmToken(text: string): string {
  const match = /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no confirmation link in:\n${text}`);
  return match[1]!;
}

test("an e-mail change waits for the link sent to the new address, then signs out everywhere", async ({ newUser }) => {
  const rep = await newUser();
  const newEmail = `moved-${uniqueSuffix()}@example.com`;
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const requested = await rep.api.post("/api/auth/email", {
      data: { newEmail: newEmail.toUpperCase(), password: rep.password },
    });
    expect(requested.status()).toBe(202);
    expect(await requested.json()).toMatchObject({ pendingEmail: newEmail });

    // Nothing changed yet: the old address still signs in, the new one does not.
    const me = await (await rep.api.get("/api/auth/me")).json();
    expect(me).toMatchObject({ email: rep.email, pendingEmail: newEmail });
    expect(JSON.stringify(me)).not.toMatch(/tokenHash|passwordHash/);
    expect(
      (await visitor.post("/api/auth/login", { data: { email: newEmail, password: rep.password } })).status(),
    ).toBe(401);

    const mail = await waitForMail(rep.api, newEmail, CONFIRM_SUBJECT);
    const token = confirmToken(mail.text);
    expect(mail.html).toContain(`/confirm-email/${token}`);
    const notice = await waitForMail(rep.api, rep.email, "e-mail address was requested");
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain(token);

    const page = await visitor.get(`/confirm-email/${token}`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain(newEmail);
    // Opening the page (as a mail scanner would) changes nothing.
    expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ email: rep.email });

    const confirmed = await rep.api.post("/api/auth/email/confirm", { data: { token } });
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.json()).toMatchObject({ email: newEmail });

    expect((await rep.api.get("/api/auth/me")).status()).toBe(401);
    expect(
      (await visitor.post("/api/auth/login", { data: { email: rep.email, password: rep.password } })).status(),
    ).toBe(401);
    const login = await visitor.post("/api/auth/login", { data: { email: newEmail, password: rep.password } });
    expect(login.status()).toBe(200);
    expect((await visitor.post("/api/auth/email/confirm", { data: { token } })).status()).toBe(404);
    expect(await (await visitor.get("/api/auth/me")).json()).toMatchObject({
      id: rep.id,
      email: newEmail,
      pendingEmail: null,
    });
  } finally {
    await visitor.dispose();
  }
});

test("an e-mail change needs the password, a valid free address, and a live link", async ({ newUser }) => {
  const rep = await newUser();
  const other = await newUser();
  const wrong = await rep.api.post("/api/auth/email", {
    data: { newEmail: `x-${uniqueSuffix()}@example.com`, password: "not-my-password" },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error.fields).toHaveProperty("password");

  const invalid = await rep.api.post("/api/auth/email", {
    data: { newEmail: "not-an-address", password: rep.password },
  });
  expect(invalid.status()).toBe(422);
  expect((await invalid.json()).error.fields).toHaveProperty("newEmail");
  expect(
    (await rep.api.post("/api/auth/email", { data: { newEmail: rep.email, password: rep.password } })).status(),
  ).toBe(422);
  const taken = await rep.api.post("/api/auth/email", {
    data: { newEmail: other.email.toUpperCase(), password: rep.password },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.fields).toHaveProperty("newEmail");

  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect(
      (await anonymous.post("/api/auth/email", { data: { newEmail: "a@example.com", password: "x" } })).status(),
    ).toBe(401);
    expect((await anonymous.post("/api/auth/email/confirm", { data: { token: "A".repeat(43) } })).status()).toBe(401);
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token: "short" } })).status()).toBe(422);
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token: "A".repeat(43) } })).status()).toBe(404);
    expect((await anonymous.get(`/confirm-email/${"A".repeat(43)}`)).status()).toBe(200);

    // A newer request replaces the older one, whose link stops working; a cancelled one stops too.
    const first = `first-${uniqueSuffix()}@example.com`;
    const second = `second-${uniqueSuffix()}@example.com`;
    expect(
      (await rep.api.post("/api/auth/email", { data: { newEmail: first, password: rep.password } })).status(),
    ).toBe(202);
    const firstToken = confirmToken((await waitForMail(rep.api, first, CONFIRM_SUBJECT)).text);
    expect(
      (await rep.api.post("/api/auth/email", { data: { newEmail: second, password: rep.password } })).status(),
    ).toBe(202);
    const secondToken = confirmToken((await waitForMail(rep.api, second, CONFIRM_SUBJECT)).text);
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token: firstToken } })).status()).toBe(404);
    expect((await rep.api.delete("/api/auth/email")).status()).toBe(200);
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token: secondToken } })).status()).toBe(404);
    expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ email: rep.email, pendingEmail: null });

    // Taken between the request and the link: the link answers 409 and the account keeps its address.
    const contested = `contested-${uniqueSuffix()}@example.com`;
    expect(
      (await rep.api.post("/api/auth/email", { data: { newEmail: contested, password: rep.password } })).status(),
    ).toBe(202);
    const contestedToken = confirmToken((await waitForMail(rep.api, contested, CONFIRM_SUBJECT)).text);
    const squatter = await anonymous.post("/api/auth/register", {
      data: {
        email: contested,
        password: "pw-squatter-harbor",
        username: `sq_${uniqueSuffix()}`,
        fullName: "Squatter",
      },
    });
    expect(squatter.status()).toBe(201);
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token: contestedToken } })).status()).toBe(409);
    expect(await (await rep.api.get("/api/auth/me")).json()).toMatchObject({ email: rep.email });
  } finally {
    await anonymous.dispose();
  }
});

test("a changed e-mail stays the rep's own: the old address or one being moved to can sign nothing and confirm nothing", async ({
  newUser,
}) => {
  const rep = await newUser();
  const oldEmail = rep.email;
  const moved = `moved-${uniqueSuffix()}@example.com`;
  expect((await rep.api.post("/api/auth/email", { data: { newEmail: moved, password: rep.password } })).status()).toBe(
    202,
  );
  const token = confirmToken((await waitForMail(rep.api, moved, CONFIRM_SUBJECT)).text);
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await rep.api.post("/api/auth/email/confirm", { data: { token } })).status()).toBe(200);
    expect((await anonymous.post("/api/auth/login", { data: { email: moved, password: rep.password } })).status()).toBe(
      200,
    );

    // The address the rep had before is still theirs: not a manager who can sign, not a reference who can confirm.
    const lastYear = new Date().getUTCFullYear() - 1;
    const esign = {
      year: lastYear,
      periodType: "annual",
      quota: "400000",
      attainment: "500000",
      proofType: "manager_esign",
      managerName: "Priya Shah",
    };
    const asManager = await anonymous.post("/api/quota-records", {
      data: { ...esign, managerEmail: oldEmail.toUpperCase() },
    });
    expect(asManager.status()).toBe(422);
    expect((await asManager.json()).error.fields.managerEmail).toContain("your own e-mail address");
    const reference = {
      referenceName: "Sam Park",
      referenceTitle: "VP Sales",
      referenceCompany: "Umbrella",
      workingRelationship: "Former Manager",
    };
    const asReference = await anonymous.post("/api/references", { data: { ...reference, email: oldEmail } });
    expect(asReference.status()).toBe(422);
    expect((await asReference.json()).error.fields).toHaveProperty("email");

    // Nor is an address the rep is moving to.
    const next = `next-${uniqueSuffix()}@example.com`;
    expect(
      (await anonymous.post("/api/auth/email", { data: { newEmail: next, password: rep.password } })).status(),
    ).toBe(202);
    expect((await anonymous.post("/api/quota-records", { data: { ...esign, managerEmail: next } })).status()).toBe(422);
    expect(await (await anonymous.get("/api/quota-records")).json()).toEqual([]);
    expect(await (await anonymous.get("/api/references")).json()).toEqual([]);
  } finally {
    await anonymous.dispose();
  }
});

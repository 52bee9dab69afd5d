// Without SMTP the outbox is the mailbox, so its copy of a message keeps the message's link while the link can still
// be used; once the link is used (a signature or a decline, a reference's confirmation, an address confirmed, a
// password reset, an e-mail change, an invitation accepted) the copy keeps no usable token. Each test uses one link and
// leaves another of the same kind unused, whose copy still carries its token.
import { request as playwrightRequest } from "@playwright/test";
import { BASE_URL } from "../base-url";
import { managerDevice } from "../devices";
import { signingPath, waitForMail, type OutboxMessage } from "../outbox";
import { expect, linkToken, test, uniqueSuffix, waitForLink } from "./helpers";
import { createOrg, invitationToken, setOrgPlan } from "./orgs-helpers";

async function copiesTo(to: string): Promise<OutboxMessage[]> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const response = await api.get(`/dev/outbox/messages?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as OutboxMessage[];
  } finally {
    await api.dispose();
  }
}

/** The copies of the messages to `to` hold no trace of the token; the one that carried it says its link is gone. */
async function expectTokenGone(to: string, token: string) {
  const copies = await copiesTo(to);
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies) {
    expect(copy.text).not.toContain(token);
    expect(copy.html).not.toContain(token);
  }
  expect(copies.some((copy) => copy.text.includes("[link removed"))).toBe(true);
}

async function expectTokenKept(to: string, token: string) {
  const copies = await copiesTo(to);
  expect(copies.some((copy) => copy.text.includes(token) && copy.html.includes(token))).toBe(true);
}

const strongPassword = () => `Harbor-Lantern-${uniqueSuffix()}-Quill`;

test("a used sign-up confirmation, work-address confirmation or password reset leaves no token in the outbox", async ({
  newUser,
  request,
}) => {
  // Sign-up confirmation.
  const confirming = await newUser({ confirmed: false });
  const waiting = await newUser({ confirmed: false });
  const used = linkToken(await waitForLink(request, confirming.email, "/verify-email"));
  const unused = linkToken(await waitForLink(request, waiting.email, "/verify-email"));
  expect((await request.post("/api/auth/verify-email", { data: { token: used } })).status()).toBe(200);
  await expectTokenGone(confirming.email, used);
  await expectTokenKept(waiting.email, unused);

  // Work addresses: one confirmed, one not yet.
  const rep = await newUser();
  const [done, pending] = [`done-${uniqueSuffix()}@acme-corp.test`, `later-${uniqueSuffix()}@acme-corp.test`];
  for (const email of [done, pending]) {
    expect((await rep.api.post("/api/account/work-emails", { data: { email } })).status()).toBe(202);
  }
  const workToken = linkToken(await waitForLink(request, done, "/verify-email"));
  const pendingToken = linkToken(await waitForLink(request, pending, "/verify-email"));
  expect((await request.post("/api/auth/verify-email", { data: { token: workToken } })).status()).toBe(200);
  await expectTokenGone(done, workToken);
  await expectTokenKept(pending, pendingToken);

  // Password reset: one used, one only asked for.
  const resetting = await newUser();
  const asking = await newUser();
  for (const user of [resetting, asking]) {
    expect((await request.post("/api/auth/password-reset", { data: { email: user.email } })).status()).toBe(202);
  }
  const reset = linkToken(await waitForLink(request, resetting.email, "/reset-password"));
  const notReset = linkToken(await waitForLink(request, asking.email, "/reset-password"));
  const confirmed = await request.post("/api/auth/password-reset/confirm", {
    data: { token: reset, newPassword: strongPassword() },
  });
  expect(confirmed.status()).toBe(200);
  await expectTokenGone(resetting.email, reset);
  await expectTokenKept(asking.email, notReset);
});

test("a used e-mail change link leaves no token in the outbox", async ({ newUser, request }) => {
  const moving = await newUser();
  const staying = await newUser();
  const [movedTo, notYet] = [`moved-${uniqueSuffix()}@example.com`, `maybe-${uniqueSuffix()}@example.com`];
  for (const [user, newEmail] of [
    [moving, movedTo],
    [staying, notYet],
  ] as const) {
    const asked = await user.api.post("/api/auth/email", { data: { newEmail, password: user.password } });
    expect(asked.status()).toBe(202);
  }
  const token = linkToken(await waitForLink(request, movedTo, "/confirm-email"));
  const pendingToken = linkToken(await waitForLink(request, notYet, "/confirm-email"));
  // The change link confirms only for the signed-in account that asked.
  expect((await moving.api.post("/api/auth/email/confirm", { data: { token } })).status()).toBe(200);
  await expectTokenGone(movedTo, token);
  await expectTokenKept(notYet, pendingToken);
});

test("a confirmed reference's link leaves no token in the outbox", async ({ newUser, request }) => {
  // Two reps (Starter has one reference each).
  const [confirming, silent] = [`ref-${uniqueSuffix()}@example.com`, `ref-${uniqueSuffix()}@example.com`];
  for (const email of [confirming, silent]) {
    const rep = await newUser();
    const created = await rep.api.post("/api/references", {
      data: {
        referenceName: "Casey Customer",
        referenceTitle: "VP Operations",
        referenceCompany: "Globex",
        workingRelationship: "Customer",
        email,
        testimonial: "Riley ran the best evaluation we have seen.",
        yearsWorkedTogether: 3,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const token = linkToken(await waitForLink(request, confirming, "/confirm-reference"));
  const unused = linkToken(await waitForLink(request, silent, "/confirm-reference"));
  const confirmed = await request.post(`/api/reference-confirmations/${token}`, { data: {} });
  expect(confirmed.status()).toBe(200);
  await expectTokenGone(confirming, token);
  await expectTokenKept(silent, unused);
});

test("a signing link signed or declined leaves no token in the outbox; an open one keeps it", async ({
  newUser,
  baseURL,
}) => {
  const rep = await newUser();
  const lastYear = new Date().getUTCFullYear() - 1;
  const managers = [1, 2, 3].map((quarter) => ({ quarter, email: `mgr-${uniqueSuffix()}@example.com` }));
  for (const { quarter, email } of managers) {
    const created = await rep.api.post("/api/quota-records", {
      data: {
        year: lastYear,
        periodType: "quarterly",
        quarter,
        quota: "400000",
        attainment: "500000",
        proofType: "manager_esign",
        managerName: "Dana Manager",
        managerEmail: email,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const tokens = [];
  for (const { email } of managers) {
    tokens.push(linkToken(signingPath(await waitForMail(rep.api, email, "confirm their quota results"))));
  }
  const [signing, declining, open] = tokens as [string, string, string];
  const manager = await playwrightRequest.newContext({ baseURL, ...managerDevice });
  try {
    const signed = await manager.post(`/api/sign/${signing}/sign`, {
      data: { fullName: "Dana Manager", consent: true },
    });
    expect(signed.status()).toBe(200);
    const declined = await manager.post(`/api/sign/${declining}/decline`, { data: { reason: "Not my team" } });
    expect(declined.status()).toBe(200);
  } finally {
    await manager.dispose();
  }
  await expectTokenGone(managers[0]!.email, signing);
  await expectTokenGone(managers[1]!.email, declining);
  await expectTokenKept(managers[2]!.email, open);
});

test("an accepted invitation leaves no token in the outbox; a pending one keeps it", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 5);
  const joining = await newUser();
  const pending = await newUser();
  for (const member of [joining, pending]) {
    const invited = await owner.api.post(`/api/orgs/${org.id}/invitations`, {
      data: { email: member.email, role: "seller" },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  }
  const token = await invitationToken(owner.api, joining.email);
  const waitingToken = await invitationToken(owner.api, pending.email);
  expect((await joining.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  await expectTokenGone(joining.email, token);
  await expectTokenKept(pending.email, waitingToken);
});

// Organisations and confirmed mailboxes: a domain verified at once by an address the caller confirmed there, members
// of a verified organisation who read a mailbox at its domain (joining and attestation check it), one mailbox per
// member, and the vetted organisation named on an attestation badge.
import { createAchievement, createShareLink } from "../share-fixtures";
import { confirmAddress, confirmWorkEmail, expect, test, uniqueSuffix } from "./helpers";
import { addQuotaRecord, createOrg, invitationToken, setManager, setOrgPlan } from "./orgs-helpers";

const lastYear = new Date().getUTCFullYear() - 1;

test("a confirmed work address verifies its domain at once; an address only entered does not", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const domain = `contoso-${uniqueSuffix()}.test`;
  // Entered, never confirmed: the DNS record is still needed.
  const entered = await owner.api.post("/api/account/work-emails", { data: { email: `pat@${domain}` } });
  expect(entered.status()).toBe(202);
  const pending = await owner.api.post(`/api/orgs/${org.id}/domains`, { data: { domain } });
  expect(pending.status()).toBe(202);
  expect(await pending.json()).toMatchObject({ domain, verifiedAt: null });

  await confirmAddress(owner.api, `pat@${domain}`);
  const verified = await owner.api.post(`/api/orgs/${org.id}/domains`, { data: { domain } });
  expect(verified.status()).toBe(201);
  expect(await verified.json()).toMatchObject({ domain, method: "email", verifiedAt: expect.any(String) });
  expect(await (await owner.api.get(`/api/orgs/${org.id}`)).json()).toMatchObject({ domainVerified: true });

  // A second organisation cannot have it, even with an address there.
  const other = await newUser();
  await confirmWorkEmail(other, `sam@${domain}`);
  const rivalOrg = await createOrg(other);
  expect((await other.api.post(`/api/orgs/${rivalOrg.id}/domains`, { data: { domain } })).status()).toBe(409);
});

test("joining a verified organisation needs a confirmed address at its domain, named in the refusal", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, `Fabrikam ${uniqueSuffix()}`);
  const domain = `fabrikam-${uniqueSuffix()}.test`;
  await confirmWorkEmail(owner, `owner@${domain}`);
  expect((await owner.api.post(`/api/orgs/${org.id}/domains`, { data: { domain } })).status()).toBe(201);

  const rep = await newUser();
  expect(
    (await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: rep.email, role: "seller" } })).status(),
  ).toBe(201);
  const token = await invitationToken(owner.api, rep.email);
  const refused = await rep.api.post(`/api/invitations/${token}/accept`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toContain(domain);
  expect((await rep.api.get(`/api/orgs/${org.id}`)).status()).toBe(404);

  // With an address there confirmed, the same link works (the refusal did not use it up).
  await confirmWorkEmail(rep, `rep@${domain}`);
  expect((await rep.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  // An invitation to the work address is accepted by the account that confirmed it.
  const colleague = await newUser();
  const work = `colleague-${uniqueSuffix()}@${domain}`;
  await confirmWorkEmail(colleague, work);
  expect(
    (await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: work, role: "seller" } })).status(),
  ).toBe(201);
  const workToken = await invitationToken(owner.api, work);
  expect((await colleague.api.post(`/api/invitations/${workToken}/accept`)).status()).toBe(200);
});

test("two members may not share a mailbox: an account whose address reaches a member's confirmed mailbox is 409", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const domain = `tailwind-${uniqueSuffix()}.test`;
  await confirmWorkEmail(owner, `jane@${domain}`);
  // A second account registered as jane+alt@ reaches the same mailbox (it cannot confirm it: one account per mailbox).
  const twin = await newUser({ email: `jane+alt@${domain}`, confirmed: false });
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: twin.email, role: "manager" } })
    ).status(),
  ).toBe(201);
  const token = await invitationToken(owner.api, twin.email);
  const shared = await twin.api.post(`/api/invitations/${token}/accept`);
  expect(shared.status()).toBe(409);
  expect((await shared.json()).error.message).toContain("same mailbox");
  expect((await twin.api.get(`/api/orgs/${org.id}`)).status()).toBe(404);
});

test("in a vetted organisation attestation re-checks both members' work addresses, and the badge names it", async ({
  newUser,
}) => {
  const owner = await newUser();
  const orgName = `Litware ${uniqueSuffix()}`;
  const org = await createOrg(owner, orgName);
  await setOrgPlan(org.id, 10);
  const [manager, seller] = [await newUser({ fullName: "Dana Lee" }), await newUser()];
  expect((await manager.api.patch("/api/auth/me", { data: { title: "Sales Director" } })).status()).toBe(200);
  for (const [user, role] of [
    [manager, "manager"],
    [seller, "seller"],
  ] as const) {
    await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: user.email, role } });
    const token = await invitationToken(owner.api, user.email);
    expect((await user.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  }
  await setManager(owner, org.id, seller, manager);
  const record = await addQuotaRecord(seller, lastYear, 200000, 260000);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };

  // The organisation verifies its domain after they joined: neither has an address there yet.
  const domain = `litware-${uniqueSuffix()}.test`;
  await confirmWorkEmail(owner, `owner@${domain}`);
  expect((await owner.api.post(`/api/orgs/${org.id}/domains`, { data: { domain } })).status()).toBe(201);
  const noManagerAddress = await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`);
  expect(noManagerAddress.status()).toBe(403);
  expect((await noManagerAddress.json()).error.message).toContain(domain);
  await confirmWorkEmail(manager, `dana@${domain}`);
  const noSellerAddress = await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`);
  expect(noSellerAddress.status()).toBe(403);
  expect((await noSellerAddress.json()).error.message).toContain(domain);
  // A new request from the seller is refused the same way.
  const other = await addQuotaRecord(seller, lastYear - 1, 100000, 90000);
  expect((await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: other } })).status()).toBe(
    403,
  );
  await confirmWorkEmail(seller, `seller-${uniqueSuffix()}@${domain}`);
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(200);

  const share = await createShareLink(seller.api, [await createAchievement(seller.api, "Won the Litware renewal")]);
  expect(await (await seller.api.get(share.path)).text()).toContain(`Attested by Dana Lee, Sales Director, ${orgName}`);
});

test("an account that has not confirmed its address cannot invite or ask for an attestation", async ({ newUser }) => {
  const owner = await newUser({ confirmed: false });
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const invite = await owner.api.post(`/api/orgs/${org.id}/invitations`, {
    data: { email: `someone-${uniqueSuffix()}@example.com`, role: "seller" },
  });
  expect(invite.status()).toBe(403);
  expect((await invite.json()).error.message).toContain("confirm your e-mail address");
  const record = await addQuotaRecord(owner, lastYear, 100000, 100000);
  expect((await owner.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } })).status()).toBe(
    403,
  );
});

// Reporting lines an attestation can rest on: nobody sets their own manager, every line records who set it (and the
// audit trail says so), only the seller's current manager approves, and approval re-checks the plan and membership.
import { expect, test } from "./helpers";
import { addMember, addQuotaRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";

const lastYear = new Date().getUTCFullYear() - 1;

test("nobody sets their own manager; a line records who set it, in the member list and the audit trail", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [admin, puppet, seller] = [await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, admin, "admin");
  await addMember(owner, org.id, seller, "seller");
  // An Enterprise admin invites a second account of their own as an admin...
  await addMember(admin, org.id, puppet, "admin");

  // ...and cannot make it their manager, nor can the owner or a seller pick their own.
  for (const [who, managerId] of [
    [admin, puppet.id],
    [owner, admin.id],
    [seller, admin.id],
  ] as const) {
    const own = await who.api.put(`/api/orgs/${org.id}/members/${who.id}`, { data: { managerId } });
    expect(own.status()).toBe(403);
    expect((await own.json()).error.message).toContain("You cannot choose your own manager");
  }
  // Clearing one's own line is a change of it too.
  expect((await admin.api.put(`/api/orgs/${org.id}/members/${admin.id}`, { data: { managerId: null } })).status()).toBe(
    403,
  );
  // Their own branding choice and other fields stay theirs to set.
  expect(
    (await admin.api.put(`/api/orgs/${org.id}/members/${admin.id}`, { data: { showBranding: true } })).status(),
  ).toBe(200);

  // Without a line, the admin has no manager to ask.
  const record = await addQuotaRecord(admin, lastYear, 100000, 180000);
  const ask = await admin.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  expect(ask.status()).toBe(409);

  await setManager(owner, org.id, seller, admin);
  const members = (await (await owner.api.get(`/api/orgs/${org.id}/members`)).json()) as {
    userId: number;
    managerId: number | null;
    managerSetBy: number | null;
    managerSetAt: string | null;
  }[];
  const line = members.find((m) => m.userId === seller.id)!;
  expect(line).toMatchObject({ managerId: admin.id, managerSetBy: owner.id });
  expect(Date.parse(line.managerSetAt!)).toBeGreaterThan(Date.now() - 5 * 60_000);
  expect(members.find((m) => m.userId === admin.id)).toMatchObject({ managerId: null, managerSetBy: null });

  const trail = (await (await owner.api.get(`/api/orgs/${org.id}/audit`)).json()) as {
    action: string;
    actorId: number | null;
    targetUserId: number | null;
    details: Record<string, unknown>;
  }[];
  const set = trail.filter((e) => e.action === "manager_set");
  expect(set).toEqual([
    expect.objectContaining({
      actorId: owner.id,
      targetUserId: seller.id,
      details: expect.objectContaining({ managerId: admin.id, managerSetBy: owner.id }),
    }),
  ]);
});

test("only the seller's manager approves, along the line as it stands; an admin or a replaced manager cannot", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [admin, manager, next, seller] = [await newUser(), await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, admin, "admin");
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, next, "manager");
  await addMember(owner, org.id, seller, "seller");
  await setManager(admin, org.id, seller, manager);
  const record = await addQuotaRecord(seller, lastYear, 100000, 130000);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: number };

  // Admins (the owner included) see the request, and may decline, but cannot approve someone else's report.
  const queue = (await (await admin.api.get(`/api/orgs/${org.id}/attestations`)).json()) as {
    id: number;
    managerId: number;
  }[];
  expect(queue).toEqual([expect.objectContaining({ id, managerId: manager.id })]);
  for (const notTheManager of [admin, owner, next]) {
    const tried = await notTheManager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`);
    expect(tried.status()).toBe(403);
    expect((await tried.json()).error.message).toBe("Only the seller's manager can attest these figures");
  }

  // The line moves to another manager: the one first asked no longer decides, and the new one was not asked.
  await setManager(owner, org.id, seller, next);
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(403);
  expect((await next.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(403);
  expect((await (await seller.api.get(`/api/quota-records/${record}`)).json()).isVerified).toBe(false);

  // Moved back, the manager asked approves.
  await setManager(owner, org.id, seller, manager);
  const approved = await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`);
  expect(approved.status()).toBe(200);
  expect((await (await seller.api.get(`/api/quota-records/${record}`)).json()).isVerified).toBe(true);
});

test("approval re-checks the plan: after Enterprise ended it answers 402 and verifies nothing", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [manager, seller] = [await newUser(), await newUser()];
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await setManager(owner, org.id, seller, manager);
  const record = await addQuotaRecord(seller, lastYear, 100000, 140000);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  const { id } = (await asked.json()) as { id: number };

  await setOrgPlan(org.id, 10, "team");
  const late = await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`);
  expect(late.status()).toBe(402);
  expect((await late.json()).error.code).toBe("plan_limit");
  expect((await (await seller.api.get(`/api/quota-records/${record}`)).json()).isVerified).toBe(false);

  // Back on Enterprise, the same request can be approved.
  await setOrgPlan(org.id, 10);
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(200);
});

test("a manager who left the organisation cannot approve what they were asked", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [manager, seller] = [await newUser(), await newUser()];
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await setManager(owner, org.id, seller, manager);
  const record = await addQuotaRecord(seller, lastYear, 100000, 120000);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  const { id } = (await asked.json()) as { id: number };
  expect((await manager.api.delete(`/api/orgs/${org.id}/members/${manager.id}`)).status()).toBe(200);
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(404);
  // The line to them went with them.
  const members = (await (await owner.api.get(`/api/orgs/${org.id}/members`)).json()) as {
    userId: number;
    managerId: number | null;
    managerSetBy: number | null;
  }[];
  expect(members.find((m) => m.userId === seller.id)).toMatchObject({ managerId: null, managerSetBy: null });
});

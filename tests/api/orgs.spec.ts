// Organisations over HTTP, as an owner, an admin, a manager, a seller, a recruiter, an outsider and the operator:
// creating and branding, the plan and its seats, invitations, members, in-app attestation (and what voids it),
// the team view and reports.
import ExcelJS from "exceljs";
import { createAchievement, createShareLink } from "../share-fixtures";
import { expect, test } from "./helpers";
import { addMember, addQuotaRecord, createOrg, invitationToken, setManager, setOrgPlan } from "./orgs-helpers";

const lastYear = new Date().getUTCFullYear() - 1;

test("an organisation is created by its owner, read by members only and branded by its admins", async ({
  request,
  newUser,
}) => {
  expect((await request.post("/api/orgs", { data: { name: "Nobody's" } })).status()).toBe(401);
  const owner = await newUser();
  const outsider = await newUser();
  expect((await owner.api.post("/api/orgs", { data: { name: "  " } })).status()).toBe(422);
  const org = await createOrg(owner, "Northwind Sales");
  const mine = await (await owner.api.get("/api/orgs")).json();
  expect(mine).toEqual([
    expect.objectContaining({ id: org.id, name: "Northwind Sales", role: "owner", memberCount: 1 }),
  ]);
  expect(await (await outsider.api.get("/api/orgs")).json()).toEqual([]);
  expect((await outsider.api.get(`/api/orgs/${org.id}`)).status()).toBe(404);
  expect((await outsider.api.patch(`/api/orgs/${org.id}`, { data: { name: "Mine now" } })).status()).toBe(404);

  const seller = await newUser();
  await addMember(owner, org.id, seller, "seller");
  expect((await seller.api.get(`/api/orgs/${org.id}`)).status()).toBe(200);
  expect((await seller.api.patch(`/api/orgs/${org.id}`, { data: { name: "Seller's org" } })).status()).toBe(403);

  const http = await owner.api.patch(`/api/orgs/${org.id}`, { data: { logoUrl: "http://cdn.example.com/logo.png" } });
  expect(http.status()).toBe(422);
  expect((await http.json()).error.fields).toHaveProperty("logoUrl");
  expect((await owner.api.patch(`/api/orgs/${org.id}`, { data: { brandColor: "red" } })).status()).toBe(422);
  const branded = await owner.api.patch(`/api/orgs/${org.id}`, {
    data: { logoUrl: "https://cdn.example.com/northwind.png", brandColor: "#1D4ED8" },
  });
  expect(branded.status()).toBe(200);
  expect(await branded.json()).toMatchObject({
    logoUrl: "https://cdn.example.com/northwind.png",
    brandColor: "#1d4ed8",
  });
});

test("the operator sets the plan and seats: members get Pro features, and seats are enforced", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  expect(
    (await owner.api.post(`/api/admin/orgs/${org.id}/plan`, { data: { tier: "enterprise", seats: 99 } })).status(),
  ).toBe(403);
  expect((await owner.api.get("/api/insights")).status()).toBe(402);
  await setOrgPlan(org.id, 2);
  expect((await owner.api.get("/api/insights")).status()).toBe(200);

  const first = await newUser();
  await addMember(owner, org.id, first, "seller");
  expect((await first.api.get("/api/insights")).status()).toBe(200);
  const second = await newUser();
  const full = await owner.api.post(`/api/orgs/${org.id}/invitations`, {
    data: { email: second.email, role: "seller" },
  });
  expect(full.status()).toBe(402);
  expect((await full.json()).error.code).toBe("plan_limit");

  // Leaving gives the seat back, and the Pro features go with the membership.
  expect((await first.api.delete(`/api/orgs/${org.id}/members/${first.id}`)).status()).toBe(200);
  expect((await first.api.get("/api/insights")).status()).toBe(402);
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: second.email, role: "seller" } })
    ).status(),
  ).toBe(201);
});

test("an invitation is single use, only for the invited address, and only owners and admins send one", async ({
  request,
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const seller = await newUser();
  const invitee = await newUser();
  const stranger = await newUser();
  await addMember(owner, org.id, seller, "seller");
  expect(
    (
      await seller.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: stranger.email, role: "seller" } })
    ).status(),
  ).toBe(403);
  expect(
    (
      await stranger.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: stranger.email, role: "admin" } })
    ).status(),
  ).toBe(404);
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: invitee.email, role: "owner" } })
    ).status(),
  ).toBe(422);
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: "not-an-address", role: "seller" } })
    ).status(),
  ).toBe(422);

  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: invitee.email, role: "manager" } })
    ).status(),
  ).toBe(201);
  const token = await invitationToken(owner.api, invitee.email);
  const open = (await (await owner.api.get(`/api/orgs/${org.id}/invitations`)).json()) as {
    email: string;
    role: string;
  }[];
  expect(open).toEqual([expect.objectContaining({ email: invitee.email, role: "manager" })]);
  expect((await seller.api.get(`/api/orgs/${org.id}/invitations`)).status()).toBe(403);
  expect(await (await request.get(`/api/invitations/${token}`)).json()).toMatchObject({
    orgId: org.id,
    role: "manager",
    email: invitee.email,
  });
  expect((await request.post(`/api/invitations/${token}/accept`)).status()).toBe(401);
  expect((await stranger.api.post(`/api/invitations/${token}/accept`)).status()).toBe(403);
  expect((await stranger.api.get(`/api/orgs/${org.id}/members`)).status()).toBe(404);
  expect((await invitee.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  expect((await invitee.api.post(`/api/invitations/${token}/accept`)).status()).toBe(410);
  expect((await request.get(`/api/invitations/${token}`)).status()).toBe(410);
  expect((await request.get(`/api/invitations/${"x".repeat(43)}`)).status()).toBe(404);

  // A withdrawn invitation's link is dead, and only owners and admins withdraw.
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/invitations`, { data: { email: stranger.email, role: "seller" } })
    ).status(),
  ).toBe(201);
  const strangerToken = await invitationToken(owner.api, stranger.email);
  const [pending] = (await (await owner.api.get(`/api/orgs/${org.id}/invitations`)).json()) as { id: number }[];
  expect((await seller.api.delete(`/api/orgs/${org.id}/invitations/${pending!.id}`)).status()).toBe(403);
  expect((await owner.api.delete(`/api/orgs/${org.id}/invitations/${pending!.id}`)).status()).toBe(200);
  expect((await owner.api.delete(`/api/orgs/${org.id}/invitations/${pending!.id}`)).status()).toBe(404);
  expect((await stranger.api.post(`/api/invitations/${strangerToken}/accept`)).status()).toBe(410);

  const members = (await (await seller.api.get(`/api/orgs/${org.id}/members`)).json()) as {
    userId: number;
    role: string;
  }[];
  expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
    [
      [owner.id, "owner"],
      [seller.id, "seller"],
      [invitee.id, "manager"],
    ].sort(),
  );
});

test("roles and reporting lines are the owner's and admins' to set; the owner stays", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const [admin, manager, seller] = [await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, admin, "admin");
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  expect((await seller.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { role: "admin" } })).status()).toBe(
    403,
  );
  expect(
    (await seller.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { showBranding: true } })).status(),
  ).toBe(200);
  expect(
    (await admin.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { showBranding: true } })).status(),
  ).toBe(403);
  expect((await admin.api.put(`/api/orgs/${org.id}/members/${owner.id}`, { data: { role: "seller" } })).status()).toBe(
    403,
  );
  expect(
    (await admin.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { managerId: seller.id } })).status(),
  ).toBe(422);
  const set = await admin.api.put(`/api/orgs/${org.id}/members/${seller.id}`, {
    data: { managerId: manager.id, segment: "Enterprise" },
  });
  expect(set.status()).toBe(200);
  expect(await set.json()).toMatchObject({ managerId: manager.id, segment: "Enterprise", role: "seller" });
  expect((await admin.api.delete(`/api/orgs/${org.id}/members/${owner.id}`)).status()).toBe(409);
  expect((await seller.api.delete(`/api/orgs/${org.id}/members/${manager.id}`)).status()).toBe(403);
  expect((await admin.api.delete(`/api/orgs/${org.id}/members/${manager.id}`)).status()).toBe(200);
  const after = (await (await owner.api.get(`/api/orgs/${org.id}/members`)).json()) as {
    userId: number;
    managerId: number | null;
  }[];
  expect(after.find((m) => m.userId === seller.id)?.managerId).toBeNull();
});

test("a manager attests a seller's figures in the app; the seller never can, an edit voids it, leaving keeps it", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Contoso Revenue");
  const manager = await newUser({ fullName: "Priya Shah" });
  const seller = await newUser();
  const peer = await newUser();
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await addMember(owner, org.id, peer, "seller");
  expect((await manager.api.patch("/api/auth/me", { data: { title: "Regional VP" } })).status()).toBe(200);

  const recordId = await addQuotaRecord(seller, lastYear, 400000, 520000);
  await setManager(owner, org.id, seller, manager);
  // In a team anyone can create, the owner could make a second account of their own the "manager": attestation
  // waits until the operator has put the organisation on Enterprise.
  const unvetted = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } });
  expect(unvetted.status()).toBe(402);
  expect((await unvetted.json()).error.code).toBe("plan_limit");
  await setOrgPlan(org.id, 10);
  await setManager(owner, org.id, seller, null);
  expect(
    (await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } })).status(),
  ).toBe(409);
  await setManager(owner, org.id, seller, manager);
  await setManager(owner, org.id, peer, seller);
  const peerRecord = await addQuotaRecord(peer, lastYear, 100000, 90000);
  expect(
    (await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: peerRecord } })).status(),
  ).toBe(404);
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } });
  expect(asked.status()).toBe(201);
  const attestation = (await asked.json()) as { id: number };
  expect(
    (await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } })).status(),
  ).toBe(409);

  const queue = (await (await manager.api.get(`/api/orgs/${org.id}/attestations`)).json()) as {
    id: number;
    figures: { quota: string; attainment: string };
  }[];
  expect(queue).toEqual([
    expect.objectContaining({
      id: attestation.id,
      figures: expect.objectContaining({ quota: "400000.00", attainment: "520000.00" }),
    }),
  ]);
  expect(await (await peer.api.get(`/api/orgs/${org.id}/attestations`)).json()).toEqual([]);

  expect((await seller.api.post(`/api/orgs/${org.id}/attestations/${attestation.id}/approve`)).status()).toBe(403);
  expect((await peer.api.post(`/api/orgs/${org.id}/attestations/${attestation.id}/approve`)).status()).toBe(403);
  expect(
    (await manager.api.post(`/api/orgs/${org.id}/attestations/${attestation.id}/decline`, { data: {} })).status(),
  ).toBe(422);
  const approved = await manager.api.post(`/api/orgs/${org.id}/attestations/${attestation.id}/approve`);
  expect(approved.status()).toBe(200);
  expect(await approved.json()).toMatchObject({
    status: "approved",
    attesterName: "Priya Shah",
    attesterTitle: "Regional VP",
  });
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${attestation.id}/approve`)).status()).toBe(409);

  const record = await (await seller.api.get(`/api/quota-records/${recordId}`)).json();
  expect(record.isVerified).toBe(true);
  const achievement = await createAchievement(seller.api, "Closed the Fabrikam renewal");
  const share = await createShareLink(seller.api, [achievement]);
  // The organisation has no verified domain: the badge names the manager, not the organisation.
  const attested = await (await seller.api.get(share.path)).text();
  expect(attested).toContain("Attested by Priya Shah, Regional VP");
  expect(attested).not.toContain("Contoso Revenue");

  // Leaving the organisation keeps the attestation: it belongs to the rep.
  expect((await seller.api.delete(`/api/orgs/${org.id}/members/${seller.id}`)).status()).toBe(200);
  expect(await (await seller.api.get(share.path)).text()).toContain("Attested by Priya Shah, Regional VP");

  // Changing the figures voids it.
  expect((await seller.api.put(`/api/quota-records/${recordId}`, { data: { attainment: "620000" } })).status()).toBe(
    200,
  );
  expect((await (await seller.api.get(`/api/quota-records/${recordId}`)).json()).isVerified).toBe(false);
  expect(await (await seller.api.get(share.path)).text()).not.toContain("Attested by");
});

test("the team view and reports show a manager their reports only; sellers and recruiters are refused", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  const [manager, mine, other, recruiter] = [await newUser(), await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, mine, "seller");
  await addMember(owner, org.id, other, "seller");
  await addMember(owner, org.id, recruiter, "recruiter");
  await setManager(owner, org.id, mine, manager);
  await addQuotaRecord(mine, lastYear, 200000, 250000);
  await addQuotaRecord(other, lastYear, 300000, 150000);

  const { members: team } = (await (await manager.api.get(`/api/orgs/${org.id}/team`)).json()) as {
    members: { userId: number; records: { attainmentPercent: string }[] }[];
  };
  expect(team.map((m) => m.userId)).toEqual([mine.id]);
  expect(team[0]!.records).toEqual([
    expect.objectContaining({ attainmentPercent: "125.00", verification: "unverified" }),
  ]);
  const { members: everyone } = (await (await owner.api.get(`/api/orgs/${org.id}/team`)).json()) as {
    members: { userId: number }[];
  };
  expect(everyone.map((m) => m.userId).sort()).toEqual([owner.id, manager.id, mine.id, other.id, recruiter.id].sort());
  for (const refused of [mine, recruiter]) {
    expect((await refused.api.get(`/api/orgs/${org.id}/team`)).status()).toBe(403);
    expect((await refused.api.get(`/api/orgs/${org.id}/report.csv`)).status()).toBe(403);
    expect((await refused.api.get(`/api/orgs/${org.id}/report.xlsx`)).status()).toBe(403);
  }

  const csv = await manager.api.get(`/api/orgs/${org.id}/report.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(mine.email);
  expect(text).not.toContain(other.email);

  const xlsx = await owner.api.get(`/api/orgs/${org.id}/report.xlsx`);
  expect(xlsx.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Team report")!;
  const emails = sheet.getColumn(2).values.filter((v): v is string => typeof v === "string");
  expect(emails).toEqual(expect.arrayContaining(["Email", mine.email, other.email]));
  const otherRow = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(2).value === other.email)!;
  expect(otherRow.getCell(9).value).toBe(50);
});

test("nobody attests their own figures: not an owner who asks, not a seller who picks their own manager, not after leaving", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 10);
  const [admin, manager, seller, friend] = [await newUser(), await newUser(), await newUser(), await newUser()];
  await addMember(owner, org.id, admin, "admin");
  await addMember(owner, org.id, manager, "manager");
  await addMember(owner, org.id, seller, "seller");
  await addMember(owner, org.id, friend, "seller");

  // A seller cannot choose who attests them, and neither can the owner.
  const pick = await seller.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { managerId: friend.id } });
  expect(pick.status()).toBe(403);
  const ownerPick = await owner.api.put(`/api/orgs/${org.id}/members/${owner.id}`, { data: { managerId: manager.id } });
  expect(ownerPick.status()).toBe(403);

  // The owner (an admin of the organisation) asks for their own record and cannot approve it themselves.
  await setManager(admin, org.id, owner, manager);
  const ownRecord = await addQuotaRecord(owner, lastYear, 100000, 150000);
  const asked = await owner.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: ownRecord } });
  expect(asked.status()).toBe(201);
  const { id: ownId } = (await asked.json()) as { id: number };
  expect((await owner.api.post(`/api/orgs/${org.id}/attestations/${ownId}/approve`)).status()).toBe(403);
  expect((await (await owner.api.get(`/api/quota-records/${ownRecord}`)).json()).isVerified).toBe(false);

  // A seller who left is no longer vouched for, even with a request still waiting.
  await setManager(owner, org.id, seller, manager);
  const record = await addQuotaRecord(seller, lastYear, 100000, 90000);
  const pending = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: record } });
  const { id } = (await pending.json()) as { id: number };
  expect((await seller.api.delete(`/api/orgs/${org.id}/members/${seller.id}`)).status()).toBe(200);
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(409);
  expect((await (await seller.api.get(`/api/quota-records/${record}`)).json()).isVerified).toBe(false);
});

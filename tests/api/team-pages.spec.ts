// The team view by pages: GET /api/orgs/{id}/team answers { members, nextCursor, totals }, a page at a time in a
// stable order, filtered and sorted by the server, with totals over every page; a manager's pages and filters never
// reach beyond their own reports. And benchmarks from a snapshot that an owner or admin can take again.
import { expect, test, type RegisteredUser } from "./helpers";
import { addMember, addQuotaRecord, attestedRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";
import { runJob } from "./run-job";

type TeamPage = {
  members: { userId: number; fullName: string; segment: string | null; records: { verification: string }[] }[];
  nextCursor: string | null;
  totals: {
    members: number;
    records: number;
    verified: number;
    attested: number;
    pending: number;
    averageAttainmentPercent: string | null;
  };
};

const lastYear = new Date().getUTCFullYear() - 1;

async function teamPage(user: RegisteredUser, orgId: number, query = ""): Promise<TeamPage> {
  const response = await user.api.get(`/api/orgs/${orgId}/team${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TeamPage;
}

/** Every page of the team, following nextCursor. */
async function allPages(user: RegisteredUser, orgId: number, query: string): Promise<TeamPage[]> {
  const pages = [await teamPage(user, orgId, `?${query}`)];
  while (pages.at(-1)!.nextCursor) {
    const cursor = encodeURIComponent(pages.at(-1)!.nextCursor!);
    pages.push(await teamPage(user, orgId, `?${query}&cursor=${cursor}`));
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

test("pages walk every member once in a stable order, with totals over all of them; bad limits and cursors are refused", async ({
  newUser,
}) => {
  const owner = await newUser({ fullName: "Olive Owner" });
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 20);
  const manager = await newUser({ fullName: "Max Manager" });
  await addMember(owner, org.id, manager, "manager");
  // Two sellers share a name: the id breaks the tie, so neither is skipped or shown twice across pages.
  const names = ["Zoe Zimmer", "Adam Able", "Sam Same", "Sam Same", "Kim Kent"];
  const sellers: RegisteredUser[] = [];
  for (const fullName of names) {
    const seller = await newUser({ fullName });
    await addMember(owner, org.id, seller, "seller");
    await setManager(owner, org.id, seller, manager);
    sellers.push(seller);
  }
  await addQuotaRecord(sellers[0]!, lastYear, 100000, 150000); // 150%
  await addQuotaRecord(sellers[1]!, lastYear, 100000, 50000); // 50%
  await attestedRecord(org.id, sellers[4]!, manager, 120000); // 120%, verified and attested

  const pages = await allPages(owner, org.id, "limit=2");
  expect(pages).toHaveLength(4);
  expect(pages.slice(0, 3).every((p) => p.members.length === 2)).toBe(true);
  expect(pages.at(-1)!.nextCursor).toBeNull();
  const walked = pages.flatMap((p) => p.members);
  const everyone = [owner, manager, ...sellers];
  expect(walked.map((m) => m.userId).sort()).toEqual(everyone.map((u) => u.id).sort());
  expect(walked.map((m) => m.fullName)).toEqual([...walked.map((m) => m.fullName)].sort());
  for (const page of pages) {
    expect(page.totals).toEqual({
      members: 7,
      records: 3,
      verified: 1,
      attested: 1,
      pending: 0,
      averageAttainmentPercent: "106.67",
    });
  }

  // Without a limit: the first page of 50, in the same shape.
  const first = await teamPage(owner, org.id);
  expect(first.members).toHaveLength(7);
  expect(first.nextCursor).toBeNull();

  // Highest average attainment first; members without records last.
  const byAttainment = (await allPages(owner, org.id, "sort=attainment&limit=3")).flatMap((p) => p.members);
  expect(byAttainment.slice(0, 3).map((m) => m.userId)).toEqual([sellers[0]!.id, sellers[4]!.id, sellers[1]!.id]);
  expect(byAttainment).toHaveLength(7);

  // Filters narrow both the page and the totals.
  const attested = await teamPage(owner, org.id, "?verification=attested");
  expect(attested.members.map((m) => m.userId)).toEqual([sellers[4]!.id]);
  expect(attested.totals.members).toBe(1);
  const unverified = await teamPage(owner, org.id, "?verification=unverified");
  expect(unverified.members.map((m) => m.userId).sort()).toEqual([sellers[0]!.id, sellers[1]!.id].sort());

  const tooMany = await owner.api.get(`/api/orgs/${org.id}/team?limit=201`);
  expect(tooMany.status()).toBe(422);
  expect((await tooMany.json()).error).toMatchObject({
    code: "validation_error",
    fields: { limit: expect.any(String) },
  });
  expect((await owner.api.get(`/api/orgs/${org.id}/team?limit=0`)).status()).toBe(422);
  expect((await owner.api.get(`/api/orgs/${org.id}/team?sort=salary`)).status()).toBe(422);
  const forged = await owner.api.get(`/api/orgs/${org.id}/team?cursor=not-a-cursor`);
  expect(forged.status()).toBe(400);
  expect((await forged.json()).error.code).toBe("bad_request");
  // A cursor of one order cannot be used in another.
  const nameCursor = encodeURIComponent(pages[0]!.nextCursor!);
  expect((await owner.api.get(`/api/orgs/${org.id}/team?sort=attainment&cursor=${nameCursor}`)).status()).toBe(400);
});

test("a manager pages and filters only their own reports; segment and manager filters for owners", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 20);
  const [managerA, managerB] = [await newUser(), await newUser()];
  await addMember(owner, org.id, managerA, "manager");
  await addMember(owner, org.id, managerB, "manager");
  const reportsA: RegisteredUser[] = [];
  const reportsB: RegisteredUser[] = [];
  for (let i = 0; i < 3; i++) {
    const a = await newUser();
    await addMember(owner, org.id, a, "seller");
    await setManager(owner, org.id, a, managerA);
    reportsA.push(a);
    const b = await newUser();
    await addMember(owner, org.id, b, "seller");
    await setManager(owner, org.id, b, managerB);
    reportsB.push(b);
  }
  const segmented = await owner.api.put(`/api/orgs/${org.id}/members/${reportsB[0]!.id}`, {
    data: { segment: "Enterprise" },
  });
  expect(segmented.status(), await segmented.text()).toBe(200);

  const mine = (await allPages(managerA, org.id, "limit=1")).flatMap((p) => p.members.map((m) => m.userId));
  expect(mine.sort()).toEqual(reportsA.map((u) => u.id).sort());
  // Asking for another manager's team, a segment of theirs, or every member: still only their own reports.
  const others = await teamPage(managerA, org.id, `?managerId=${managerB.id}`);
  expect(others.members).toEqual([]);
  expect(others.totals.members).toBe(0);
  expect((await teamPage(managerA, org.id, "?segment=Enterprise")).members).toEqual([]);
  expect((await teamPage(managerA, org.id, "?limit=200")).totals.members).toBe(3);

  // An owner narrows to one manager's reports, or to a segment.
  const ofB = await teamPage(owner, org.id, `?managerId=${managerB.id}`);
  expect(ofB.members.map((m) => m.userId).sort()).toEqual(reportsB.map((u) => u.id).sort());
  expect(ofB.totals.members).toBe(3);
  const enterprise = await teamPage(owner, org.id, "?segment=Enterprise");
  expect(enterprise.members.map((m) => [m.userId, m.segment])).toEqual([[reportsB[0]!.id, "Enterprise"]]);
  // Sellers are refused, as before.
  expect((await reportsA[0]!.api.get(`/api/orgs/${org.id}/team?limit=5`)).status()).toBe(403);
});

test("the totals follow every change they count: a record, an attestation request and its approval, a manager, a leaver", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner);
  await setOrgPlan(org.id, 20);
  const manager = await newUser();
  await addMember(owner, org.id, manager, "manager");
  const [seller, other] = [await newUser(), await newUser()];
  for (const rep of [seller, other]) {
    await addMember(owner, org.id, rep, "seller");
    await setManager(owner, org.id, rep, manager);
  }
  const totals = async (viewer: RegisteredUser, query = "") => (await teamPage(viewer, org.id, query)).totals;
  // Asked twice (the second answer may come from the kept totals), then after each change.
  for (let i = 0; i < 2; i++) expect(await totals(owner)).toMatchObject({ members: 4, records: 0 });
  expect(await totals(manager)).toMatchObject({ members: 2, records: 0 });

  const recordId = await addQuotaRecord(seller, lastYear, 100000, 90000);
  expect(await totals(owner)).toMatchObject({ records: 1, pending: 0, averageAttainmentPercent: "90.00" });
  const asked = await seller.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: recordId } });
  expect(asked.status(), await asked.text()).toBe(201);
  expect(await totals(owner, "?verification=pending")).toMatchObject({ members: 1, pending: 1 });
  expect(await totals(manager)).toMatchObject({ records: 1, pending: 1, verified: 0 });
  const approved = await manager.api.post(`/api/orgs/${org.id}/attestations/${(await asked.json()).id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await totals(owner, "?verification=pending")).toMatchObject({ members: 0, pending: 0 });
  expect(await totals(manager)).toMatchObject({ records: 1, pending: 0, verified: 1, attested: 1 });

  // The other seller moves away from the manager, then leaves the organisation.
  await setManager(owner, org.id, other, null);
  expect(await totals(manager)).toMatchObject({ members: 1 });
  const removed = await owner.api.delete(`/api/orgs/${org.id}/members/${other.id}`);
  expect(removed.status(), await removed.text()).toBeLessThan(300);
  expect(await totals(owner)).toMatchObject({ members: 3, records: 1, verified: 1 });
});

test("benchmarks: a newly verified figure shows after an owner's refresh, not before; sellers cannot refresh", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Refresh Sales");
  await setOrgPlan(org.id, 12);
  const manager = await newUser();
  await addMember(owner, org.id, manager, "manager");
  const sellers: RegisteredUser[] = [];
  for (const attainment of [60000, 95000, 100000, 105000, 140000]) {
    const seller = await newUser();
    await addMember(owner, org.id, seller, "seller");
    await setManager(owner, org.id, seller, manager);
    await attestedRecord(org.id, seller, manager, attainment);
    sellers.push(seller);
  }
  const read = async (user: RegisteredUser) => {
    const response = await user.api.get(`/api/orgs/${org.id}/benchmarks`);
    expect(response.status()).toBe(200);
    return (await response.json()) as {
      benchmarks: { cohort: string; band: string | null; label: string }[];
      asOf: string;
    };
  };
  // The day's snapshot is taken by the benchmarks job (a read never takes one).
  await runJob(owner.api, "benchmarks");
  const before = await read(sellers[3]!);
  expect(Date.now() - Date.parse(before.asOf)).toBeLessThan(5 * 60_000);

  const late = await newUser();
  await addMember(owner, org.id, late, "seller");
  await setManager(owner, org.id, late, manager);
  const segmented = await owner.api.put(`/api/orgs/${org.id}/members/${late.id}`, { data: { segment: "Solo" } });
  expect(segmented.status()).toBe(200);
  await attestedRecord(org.id, late, manager, 200000);
  expect((await read(late)).benchmarks).toEqual([]);

  for (const refused of [late, manager]) {
    expect((await refused.api.post(`/api/orgs/${org.id}/benchmarks/refresh`)).status()).toBe(403);
  }
  const refreshed = await owner.api.post(`/api/orgs/${org.id}/benchmarks/refresh`);
  expect(refreshed.status(), await refreshed.text()).toBe(200);
  const after = await read(late);
  expect(Date.parse(after.asOf)).toBeGreaterThan(Date.parse(before.asOf));
  // Six verified sellers now (the top one of six is in the top 25%); a segment of one gives no band.
  expect(after.benchmarks).toEqual([
    { year: lastYear, cohort: "organisation", label: "Refresh Sales", band: "top_25", attainmentPercent: "200.00" },
    { year: lastYear, cohort: "role", label: "seller", band: "top_25", attainmentPercent: "200.00" },
    { year: lastYear, cohort: "segment", label: "Solo", band: null, attainmentPercent: "200.00" },
  ]);
  // Everyone reads the same new snapshot.
  expect((await read(sellers[3]!)).asOf).toBe(after.asOf);

  // A few refreshes an hour at most.
  let status = 200;
  for (let i = 0; i < 6 && status === 200; i++) {
    status = (await owner.api.post(`/api/orgs/${org.id}/benchmarks/refresh`)).status();
  }
  expect(status).toBe(429);
});

// Two organisations side by side: nobody in one reaches anything of the other (404 on every call, none of its
// people or figures in any answer), and inside an organisation sellers never see a peer's figures: benchmarks give
// only their own band, and none at all for a cohort under five people.
import { expect, test, type RegisteredUser } from "./helpers";
import { addMember, addQuotaRecord, attestedRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";
import { runJob } from "./run-job";

const lastYear = new Date().getUTCFullYear() - 1;

test("no organisation call of one organisation answers a member of another", async ({ newUser }) => {
  const ownerA = await newUser();
  const ownerB = await newUser();
  const orgA = await createOrg(ownerA, "Alpha Sales");
  const orgB = await createOrg(ownerB, "Beta Sales");
  await setOrgPlan(orgB.id, 10);
  const [managerB, sellerB] = [await newUser(), await newUser()];
  await addMember(ownerB, orgB.id, managerB, "manager");
  await addMember(ownerB, orgB.id, sellerB, "seller");
  await setManager(ownerB, orgB.id, sellerB, managerB);
  const recordB = await addQuotaRecord(sellerB, lastYear, 500000, 610000);
  const asked = await sellerB.api.post(`/api/orgs/${orgB.id}/attestations`, { data: { quotaRecordId: recordB } });
  const attestationB = (await asked.json()) as { id: number };
  const awarded = await managerB.api.post(`/api/orgs/${orgB.id}/awards`, {
    data: { userId: sellerB.id, title: "Beta's best", description: "The quarter's top closer at Beta." },
  });
  const awardB = (await awarded.json()) as { id: number };

  const sellerA = await newUser();
  await addMember(ownerA, orgA.id, sellerA, "seller");
  const b = `/api/orgs/${orgB.id}`;
  const calls: [string, (u: RegisteredUser) => Promise<number>][] = [
    ["GET org", async (u) => (await u.api.get(b)).status()],
    ["PATCH org", async (u) => (await u.api.patch(b, { data: { name: "Taken" } })).status()],
    ["GET members", async (u) => (await u.api.get(`${b}/members`)).status()],
    ["PUT member", async (u) => (await u.api.put(`${b}/members/${sellerB.id}`, { data: { role: "admin" } })).status()],
    ["DELETE member", async (u) => (await u.api.delete(`${b}/members/${sellerB.id}`)).status()],
    ["GET invitations", async (u) => (await u.api.get(`${b}/invitations`)).status()],
    [
      "POST invitation",
      async (u) => (await u.api.post(`${b}/invitations`, { data: { email: u.email, role: "admin" } })).status(),
    ],
    ["DELETE invitation", async (u) => (await u.api.delete(`${b}/invitations/1`)).status()],
    ["GET attestations", async (u) => (await u.api.get(`${b}/attestations`)).status()],
    [
      "POST attestation",
      async (u) => (await u.api.post(`${b}/attestations`, { data: { quotaRecordId: recordB } })).status(),
    ],
    ["approve", async (u) => (await u.api.post(`${b}/attestations/${attestationB.id}/approve`)).status()],
    [
      "decline",
      async (u) =>
        (await u.api.post(`${b}/attestations/${attestationB.id}/decline`, { data: { reason: "no" } })).status(),
    ],
    ["GET team", async (u) => (await u.api.get(`${b}/team`)).status()],
    ["GET benchmarks", async (u) => (await u.api.get(`${b}/benchmarks`)).status()],
    ["GET domains", async (u) => (await u.api.get(`${b}/domains`)).status()],
    ["POST domain", async (u) => (await u.api.post(`${b}/domains`, { data: { domain: "beta-sales.test" } })).status()],
    ["check domain", async (u) => (await u.api.post(`${b}/domains/beta-sales.test/check`)).status()],
    ["DELETE domain", async (u) => (await u.api.delete(`${b}/domains/beta-sales.test`)).status()],
    ["GET awards", async (u) => (await u.api.get(`${b}/awards`)).status()],
    [
      "POST award",
      async (u) =>
        (
          await u.api.post(`${b}/awards`, {
            data: { userId: sellerB.id, title: "x", description: "From outside the org." },
          })
        ).status(),
    ],
    ["DELETE award", async (u) => (await u.api.delete(`${b}/awards/${awardB.id}`)).status()],
    ["report.xlsx", async (u) => (await u.api.get(`${b}/report.xlsx`)).status()],
    ["report.csv", async (u) => (await u.api.get(`${b}/report.csv`)).status()],
    ["audit", async (u) => (await u.api.get(`${b}/audit`)).status()],
  ];
  for (const outsider of [ownerA, sellerA]) {
    for (const [name, call] of calls)
      expect(await call(outsider), `${name} by a member of another organisation`).toBe(404);
  }
  // An attestation id of organisation B, used through organisation A's own address, is not found either.
  expect((await ownerA.api.post(`/api/orgs/${orgA.id}/attestations/${attestationB.id}/approve`)).status()).toBe(404);
  expect((await ownerA.api.delete(`/api/orgs/${orgA.id}/awards/${awardB.id}`)).status()).toBe(404);
  expect(
    (
      await ownerA.api.post(`/api/orgs/${orgA.id}/awards`, {
        data: { userId: sellerB.id, title: "Poached", description: "Not our member at all." },
      })
    ).status(),
  ).toBe(404);

  // Organisation A's own answers name none of B's people or figures.
  const everything = [
    await (await ownerA.api.get("/api/orgs")).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/members`)).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/team`)).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/attestations?status=pending`)).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/awards`)).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/audit`)).text(),
    await (await ownerA.api.get(`/api/orgs/${orgA.id}/report.csv`)).text(),
  ].join("\n");
  for (const leak of [sellerB.email, managerB.email, sellerB.fullName, "Beta Sales", "610000", "Beta's best"]) {
    expect(everything).not.toContain(leak);
  }
  // B is untouched.
  expect((await (await sellerB.api.get(`/api/quota-records/${recordB}`)).json()).isVerified).toBe(false);
  expect(await (await ownerB.api.get(b)).json()).toMatchObject({ name: "Beta Sales" });
});

test("benchmarks show a seller only their own band among verified figures, and nothing for a cohort under five", async ({
  newUser,
}) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Cohort Co");
  await setOrgPlan(org.id, 10);
  const manager = await newUser();
  await addMember(owner, org.id, manager, "manager");
  const sellers: RegisteredUser[] = [];
  for (let i = 0; i < 6; i++) {
    const seller = await newUser();
    await addMember(owner, org.id, seller, "seller");
    await setManager(owner, org.id, seller, manager);
    sellers.push(seller);
  }
  // Verified attainment 80%, 90%, 100%, 110%, 120% for sellers 0-4 last year; seller 5 claims 500%, unverified.
  for (const [i, seller] of sellers.slice(0, 5).entries()) {
    await attestedRecord(org.id, seller, manager, 80000 + i * 10000);
  }
  await addQuotaRecord(sellers[5]!, lastYear, 100000, 500000);
  // Only three of them are in "Enterprise".
  for (const seller of sellers.slice(0, 3)) {
    await owner.api.put(`/api/orgs/${org.id}/members/${seller.id}`, { data: { segment: "Enterprise" } });
  }
  const top = sellers[4]!;
  // The day's snapshot is taken by the benchmarks job (a read never takes one).
  await runJob(owner.api, "benchmarks");
  const answer = await (await top.api.get(`/api/orgs/${org.id}/benchmarks`)).json();
  // Best of five: the top 25% (the unverified 500% does not count).
  expect(answer.benchmarks).toEqual([
    { year: lastYear, cohort: "organisation", label: "Cohort Co", band: "top_25", attainmentPercent: "120.00" },
    { year: lastYear, cohort: "role", label: "seller", band: "top_25", attainmentPercent: "120.00" },
  ]);
  const enterprise = await (await sellers[0]!.api.get(`/api/orgs/${org.id}/benchmarks`)).json();
  expect(enterprise.benchmarks).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ cohort: "organisation", band: "lower_half", attainmentPercent: "80.00" }),
      expect.objectContaining({ cohort: "segment", label: "Enterprise", band: null }),
    ]),
  );
  // Nothing in the answer tells a count, a peer or a peer's figure; the unverified seller has no benchmark at all.
  const text = JSON.stringify(enterprise);
  for (const peer of sellers.slice(1)) expect(text).not.toContain(peer.email);
  for (const figure of ["90.00", "100.00", "110.00", "120.00", "90000", "size", "count", "percentile"])
    expect(text).not.toContain(figure);
  expect((await (await sellers[5]!.api.get(`/api/orgs/${org.id}/benchmarks`)).json()).benchmarks).toEqual([]);

  // A seller who asks for team figures gets none.
  expect((await top.api.get(`/api/orgs/${org.id}/team`)).status()).toBe(403);
  await setManager(owner, org.id, sellers[0]!, top);
  // Being someone's manager does not make a seller's role a team role: the team view stays closed.
  expect((await top.api.get(`/api/orgs/${org.id}/team`)).status()).toBe(403);
});

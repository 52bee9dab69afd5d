// Benchmarks cannot be walked: the answer comes from the day's snapshot of verified figures, as bands, so a seller
// who edits their own attainment and asks again the same day learns nothing new about a peer.
import { expect, test, type RegisteredUser } from "./helpers";
import { addMember, addQuotaRecord, attestedRecord, createOrg, setManager, setOrgPlan } from "./orgs-helpers";
import { runJob } from "./run-job";

const lastYear = new Date().getUTCFullYear() - 1;

test("a seller who edits their own figure and asks again the same day gets the same bands", async ({ newUser }) => {
  const owner = await newUser();
  const org = await createOrg(owner, "Snapshot Sales");
  await setOrgPlan(org.id, 10);
  const manager = await newUser();
  await addMember(owner, org.id, manager, "manager");
  const sellers: RegisteredUser[] = [];
  for (let i = 0; i < 5; i++) {
    const seller = await newUser();
    await addMember(owner, org.id, seller, "seller");
    await setManager(owner, org.id, seller, manager);
    sellers.push(seller);
  }
  // Verified: 60%, 95%, 100%, 105%, 140%.
  const figures = [60000, 95000, 100000, 105000, 140000];
  const records: number[] = [];
  for (const [i, seller] of sellers.entries()) records.push(await attestedRecord(org.id, seller, manager, figures[i]!));
  const prober = sellers[3]!;
  const read = async () => {
    const response = await prober.api.get(`/api/orgs/${org.id}/benchmarks`);
    expect(response.status()).toBe(200);
    return response.json() as Promise<{ benchmarks: Record<string, unknown>[]; asOf: string }>;
  };

  // The day's snapshot is taken by the benchmarks job (a read never takes one).
  await runJob(prober.api, "benchmarks");
  const first = await read();
  // When the snapshot was taken: today, as an ISO timestamp.
  expect(first.asOf.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  expect(first.benchmarks).toEqual([
    { year: lastYear, cohort: "organisation", label: "Snapshot Sales", band: "top_50", attainmentPercent: "105.00" },
    { year: lastYear, cohort: "role", label: "seller", band: "top_50", attainmentPercent: "105.00" },
  ]);
  // Bands only: no rank, percentile, count or anyone else's figure.
  for (const row of first.benchmarks) {
    expect(Object.keys(row).sort()).toEqual(["attainmentPercent", "band", "cohort", "label", "year"]);
  }

  // The seller walks their own figure up and down, asking after each edit: the answer never moves today.
  for (const attainment of ["101000", "109000", "139000", "96000", "105000"]) {
    const edited = await prober.api.put(`/api/quota-records/${records[3]}`, { data: { attainment } });
    expect(edited.status()).toBe(200);
    expect(await read()).toEqual(first);
  }
  // A peer's newly verified figure does not show today either (live, 60% → 150% would push the prober down a band).
  const peer = sellers[0]!;
  expect((await peer.api.put(`/api/quota-records/${records[0]}`, { data: { attainment: "150000" } })).status()).toBe(
    200,
  );
  const asked = await peer.api.post(`/api/orgs/${org.id}/attestations`, { data: { quotaRecordId: records[0] } });
  const { id } = (await asked.json()) as { id: number };
  expect((await manager.api.post(`/api/orgs/${org.id}/attestations/${id}/approve`)).status()).toBe(200);
  expect(await read()).toEqual(first);

  // Someone new today has no benchmark until tomorrow's snapshot, even with a verified figure.
  const late = await newUser();
  await addMember(owner, org.id, late, "seller");
  await setManager(owner, org.id, late, manager);
  await attestedRecord(org.id, late, manager, 200000);
  expect((await (await late.api.get(`/api/orgs/${org.id}/benchmarks`)).json()).benchmarks).toEqual([]);
  // An unverified claim never counts.
  const boaster = sellers[0]!;
  await addQuotaRecord(boaster, lastYear - 2, 100000, 900000);
  const boasts = (await (await boaster.api.get(`/api/orgs/${org.id}/benchmarks`)).json()) as {
    benchmarks: { year: number }[];
  };
  expect(boasts.benchmarks.map((b) => b.year)).not.toContain(lastYear - 2);
});

// Recognition rules earn their awards from the employer's word alone: a manager's "120% Club" fires once for an
// attested record over 120% (also when two runs go at once), never for a rep's own figures, and takes the award back
// when the record stops qualifying. Streaks and the top share work over attested years; sellers cannot set rules, a
// manager only for their own team, and another organisation sees none of it.
import { expect, test, uniqueSuffix, type RegisteredUser } from "./helpers";
import {
  addMember,
  addQuotaRecord,
  attestedRecord,
  createOrg,
  operatorVerifyDomain,
  setManager,
  setOrgPlan,
} from "./orgs-helpers";
import { runJob } from "./run-job";

type Award = {
  id: number;
  userId: number;
  ruleId: number | null;
  period: string | null;
  title: string;
  revokedAt: string | null;
};
type Achievement = {
  id: number;
  title: string;
  isVerified: boolean;
  assurance: { level: number; evidence: string | null };
};

const year = new Date().getUTCFullYear() - 1;

type Team = { id: number; owner: RegisteredUser; manager: RegisteredUser; sellers: RegisteredUser[]; domain: string };

/** A vetted Enterprise organisation: owner, a manager and `count` sellers reporting to them, all at its domain. */
async function team(
  newUser: (input?: { email?: string; fullName?: string }) => Promise<RegisteredUser>,
  count: number,
) {
  const domain = `recog-${uniqueSuffix()}.test`;
  const at = (name: string) =>
    newUser({ email: `${name.toLowerCase().replace(/\W+/g, ".")}.${uniqueSuffix()}@${domain}`, fullName: name });
  const owner = await at("Olivia Owner");
  const org = await createOrg(owner, `Acme ${domain}`);
  await setOrgPlan(org.id, 50);
  await operatorVerifyDomain(org.id, domain);
  const manager = await at("Priya Shah");
  await addMember(owner, org.id, manager, "manager");
  const sellers: RegisteredUser[] = [];
  for (let i = 0; i < count; i++) {
    const seller = await at(`Seller ${String.fromCharCode(65 + i)}`);
    await addMember(owner, org.id, seller, "seller");
    await setManager(owner, org.id, seller, manager);
    sellers.push(seller);
  }
  return { id: org.id, owner, manager, sellers, domain } satisfies Team;
}

async function awards(t: Team, ruleId: number): Promise<Award[]> {
  const response = await t.owner.api.get(`/api/orgs/${t.id}/awards`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Award[]).filter((a) => a.ruleId === ruleId);
}

async function createRule(user: RegisteredUser, orgId: number, data: Record<string, unknown>) {
  return user.api.post(`/api/orgs/${orgId}/recognition-rules`, { data });
}

test("the 120% Club fires once from an attested record, never from the rep's own figures, and is taken back", async ({
  newUser,
}) => {
  test.setTimeout(180_000);
  const t = await team(newUser, 3);
  const [alice, bob, carol] = t.sellers as [RegisteredUser, RegisteredUser, RegisteredUser];
  const made = await createRule(t.manager, t.id, {
    name: "120% Club",
    kind: "attainment_at_least",
    threshold: 120,
    periodType: "year",
    // Switched on once the records are in, so that three evaluations race for the same awards below.
    active: false,
  });
  expect(made.status(), await made.text()).toBe(201);
  const rule = (await made.json()) as { id: number; scope: { managerId: number | null } };
  // A manager's rule covers their own team.
  expect(rule.scope.managerId).toBe(t.manager.id);

  const aliceRecord = await attestedRecord(t.id, alice, t.manager, 131_500, year);
  await attestedRecord(t.id, carol, t.manager, 110_000, year);
  // Bob's 150% is his own word: no attestation.
  await addQuotaRecord(bob, year, 100_000, 150_000);

  // The run after the switch-on and two job runs at once: one award.
  const on = await t.manager.api.patch(`/api/orgs/${t.id}/recognition-rules/${rule.id}`, { data: { active: true } });
  expect(on.status()).toBe(200);
  await Promise.all([runJob(t.owner.api, "recognition"), runJob(t.owner.api, "recognition")]);
  await runJob(t.owner.api, "recognition");
  const given = await awards(t, rule.id);
  expect(given.map((a) => [a.userId, a.period])).toEqual([[alice.id, String(year)]]);
  expect(given[0]!.title).toBe(`120% Club, ${year}`);

  // On Alice's book: a verified recognition that says what it rests on.
  await runJob(t.owner.api, "credentials");
  const book = (await (await alice.api.get("/api/achievements")).json()) as Achievement[];
  const recognition = book.find((a) => a.title === `120% Club, ${year}`)!;
  expect(recognition.isVerified).toBe(true);
  expect(recognition.assurance.level).toBe(3);
  expect(recognition.assurance.evidence).toBe(`Awarded by Acme ${t.domain} under the rule '120% Club', ${year}`);
  const { credentials } = (await (await alice.api.get("/api/credentials")).json()) as {
    credentials: { itemType: string; itemId: number; status: string }[];
  };
  expect(credentials).toContainEqual(
    expect.objectContaining({ itemType: "achievement", itemId: recognition.id, status: "active" }),
  );

  // Alice lowers her figure: the attestation is void, the record no longer counts, the award is taken back.
  const edited = await alice.api.put(`/api/quota-records/${aliceRecord}`, { data: { attainment: "100000" } });
  expect(edited.status()).toBe(200);
  await runJob(t.owner.api, "recognition");
  const after = await awards(t, rule.id);
  expect(after).toHaveLength(1);
  expect(after[0]!.revokedAt).not.toBeNull();
  const later = (await (await alice.api.get("/api/achievements")).json()) as Achievement[];
  expect(later.find((a) => a.id === recognition.id)!.isVerified).toBe(false);

  // Corrected to 125% and attested again: the same award is restored, not a second one.
  const corrected = await alice.api.put(`/api/quota-records/${aliceRecord}`, { data: { attainment: "125000" } });
  expect(corrected.status()).toBe(200);
  const again = await alice.api.post(`/api/orgs/${t.id}/attestations`, { data: { quotaRecordId: aliceRecord } });
  expect(again.status(), await again.text()).toBe(201);
  const { id: attestationId } = (await again.json()) as { id: number };
  expect((await t.manager.api.post(`/api/orgs/${t.id}/attestations/${attestationId}/approve`)).status()).toBe(200);
  await runJob(t.owner.api, "recognition");
  const restored = await awards(t, rule.id);
  expect(restored.map((a) => [a.id, a.revokedAt])).toEqual([[given[0]!.id, null]]);
});

test("streaks and the top share over attested years; the preview issues nothing", async ({ newUser }) => {
  test.setTimeout(180_000);
  const t = await team(newUser, 4);
  const [a, b, c, d] = t.sellers as [RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser];
  // Two years each: A 105/110, B 99/140, C 100/100, D 150/95.
  const figures: [RegisteredUser, number, number][] = [
    [a, 105_000, 110_000],
    [b, 99_000, 140_000],
    [c, 100_000, 100_000],
    [d, 150_000, 95_000],
  ];
  for (const [seller, before, last] of figures) {
    await attestedRecord(t.id, seller, t.manager, before, year - 1);
    await attestedRecord(t.id, seller, t.manager, last, year);
  }
  const streak = await createRule(t.owner, t.id, {
    name: "Two in a row",
    kind: "streak",
    threshold: 100,
    periods: 2,
    periodType: "year",
  });
  expect(streak.status(), await streak.text()).toBe(201);
  const top = await createRule(t.owner, t.id, {
    name: "President's Club",
    kind: "top_percent",
    threshold: 25,
    periodType: "year",
    // Inactive until previewed: an active rule is evaluated right after the call that made it.
    active: false,
  });
  expect(top.status(), await top.text()).toBe(201);
  const streakRule = (await streak.json()) as { id: number };
  const topRule = (await top.json()) as { id: number };

  // The preview names who qualifies, and issues nothing.
  const preview = await t.owner.api.post(`/api/orgs/${t.id}/recognition-rules/${topRule.id}/preview`, {
    data: { period: String(year) },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const rows = ((await preview.json()) as { rows: { userId: number; awarded: boolean }[] }).rows;
  expect(rows.map((r) => [r.userId, r.awarded])).toEqual([[b.id, false]]);
  await runJob(t.owner.api, "recognition");
  expect(await awards(t, topRule.id)).toEqual([]);
  const activated = await t.owner.api.patch(`/api/orgs/${t.id}/recognition-rules/${topRule.id}`, {
    data: { active: true },
  });
  expect(activated.status()).toBe(200);
  await runJob(t.owner.api, "recognition");
  const streaks = await awards(t, streakRule.id);
  expect(streaks.map((x) => x.userId).sort()).toEqual([a.id, c.id].sort());
  const tops = await awards(t, topRule.id);
  // The top 25% of four is one place, for each closed year: D in the year before, B last year.
  expect(tops.map((x) => [x.userId, x.period]).sort()).toEqual(
    [
      [d.id, String(year - 1)],
      [b.id, String(year)],
    ].sort(),
  );
});

test("sellers cannot set rules, a manager only for their team, another organisation sees nothing", async ({
  newUser,
}) => {
  test.setTimeout(180_000);
  const t = await team(newUser, 1);
  const seller = t.sellers[0]!;
  const rule = { name: "100% Club", kind: "attainment_at_least", threshold: 100, periodType: "quarter" };
  expect((await createRule(seller, t.id, rule)).status()).toBe(403);
  const otherManager = await newUser({ email: `m2.${uniqueSuffix()}@${t.domain}` });
  await addMember(t.owner, t.id, otherManager, "manager");
  expect((await createRule(otherManager, t.id, { ...rule, scope: { managerId: t.manager.id } })).status()).toBe(403);
  // Invalid rules answer 422 with the field.
  const invalid = await createRule(t.owner, t.id, { ...rule, kind: "streak" });
  expect(invalid.status()).toBe(422);
  expect((await invalid.json()).error.fields).toHaveProperty("periods");

  const made = await createRule(t.owner, t.id, rule);
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  // Everyone in the organisation reads the rules; a seller cannot change or preview them.
  expect((await seller.api.get(`/api/orgs/${t.id}/recognition-rules`)).status()).toBe(200);
  expect(
    (await seller.api.patch(`/api/orgs/${t.id}/recognition-rules/${id}`, { data: { threshold: 1 } })).status(),
  ).toBe(403);
  expect((await seller.api.post(`/api/orgs/${t.id}/recognition-rules/${id}/preview`, { data: {} })).status()).toBe(403);
  // A change is merged and checked whole.
  const changed = await t.owner.api.patch(`/api/orgs/${t.id}/recognition-rules/${id}`, { data: { threshold: 110 } });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({ name: "100% Club", threshold: 110, kind: "attainment_at_least" });

  const stranger = await newUser();
  const theirs = await createOrg(stranger);
  expect(theirs.id).not.toBe(t.id);
  for (const response of [
    await stranger.api.get(`/api/orgs/${t.id}/recognition-rules`),
    await createRule(stranger, t.id, rule),
    await stranger.api.patch(`/api/orgs/${t.id}/recognition-rules/${id}`, { data: { threshold: 1 } }),
    await stranger.api.delete(`/api/orgs/${t.id}/recognition-rules/${id}`),
  ]) {
    expect(response.status()).toBe(404);
  }
});

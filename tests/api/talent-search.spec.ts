// Recruiters' search: minimum attainment counts verified periods only; segment, words and location narrow it; pages
// follow an opaque cursor without duplicates; the facts follow the portfolio on the next read.
import { createPendingRecognition } from "../share-fixtures";
import { CONTENT_TYPES } from "./payloads";
import { adminApi, expect, test } from "./helpers";
import {
  cardOf,
  enterpriseOrg,
  foundIds,
  lastYear,
  listRep,
  searchResults,
  searchTalent,
  uniqueWord,
  unverifiedRecord,
  verifiedRecord,
  type TalentCard,
} from "./talent-helpers";

test("minimum attainment counts verified periods only; segment, words and location narrow the search", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const { owner, org } = await enterpriseOrg(newUser);

  // A: 200% claimed, not verified. B: 130% verified. C: nothing at all, in another segment and city.
  const a = await newUser();
  await unverifiedRecord(a, { quota: 100000, attainment: 200000 });
  const aId = (await listRep(a, { headline: `Enterprise AE ${word}`, segments: ["enterprise"] })).profileId;
  const b = await newUser();
  await verifiedRecord(b, { quota: 100000, attainment: 130000 });
  const bId = (
    await listRep(b, {
      headline: `Strategic account director ${word}`,
      segments: ["enterprise", "strategic"],
      location: "Austin, TX",
      openTo: ["Regional Vice President"],
    })
  ).profileId;
  const c = await newUser();
  const cId = (await listRep(c, { headline: `SMB closer ${word}`, segments: ["smb"], location: "Lisbon, Portugal" }))
    .profileId;

  const ids = (params: Record<string, string | number>) => foundIds(owner.api, org.id, { q: word, ...params });
  const sorted = (list: string[]) => [...list].sort();

  expect(sorted(await ids({}))).toEqual(sorted([aId, bId, cId]));
  expect(await ids({ minAttainment: 150 })).toEqual([]);
  expect(await ids({ minAttainment: 120 })).toEqual([bId]);
  expect(await ids({ minAttainment: 100 })).toEqual([bId]);
  // An empty field is no minimum (the page sends every field): reps with nothing verified stay in.
  expect(sorted(await ids({ minAttainment: "", segment: "", location: "" }))).toEqual(sorted([aId, bId, cId]));
  // The verified rep ranks first.
  expect((await searchResults(owner.api, org.id, { q: word })).results[0]!.profileId).toBe(bId);

  expect(sorted(await ids({ segment: "enterprise" }))).toEqual(sorted([aId, bId]));
  expect(await ids({ segment: "strategic" })).toEqual([bId]);
  expect(await ids({ segment: "smb" })).toEqual([cId]);
  expect(await ids({ segment: "mid_market" })).toEqual([]);
  expect(await ids({ location: "austin" })).toEqual([bId]);
  expect(await ids({ location: "Lisbon" })).toEqual([cId]);
  expect(await ids({ location: "100%_" })).toEqual([]);
  expect(await foundIds(owner.api, org.id, { q: `vice president ${word}` })).toEqual([bId]);
  expect(await foundIds(owner.api, org.id, { q: `closer ${word}` })).toEqual([cId]);
  expect(await foundIds(owner.api, org.id, { q: `${word} nobodyhasthisword` })).toEqual([]);

  // The verified band is what the card shows, never the figure.
  const card = (await (await cardOf(owner.api, org.id, bId)).json()) as TalentCard;
  expect(card).toMatchObject({
    profileId: bId,
    verifiedPeriods: 1,
    attainment: [{ year: lastYear, band: ">= 120%", verifiedPeriods: 1, label: ">= 120%, verified" }],
  });
  const unverifiedCard = (await (await cardOf(owner.api, org.id, aId)).json()) as TalentCard;
  expect(unverifiedCard).toMatchObject({ verifiedPeriods: 0, attainment: [] });

  // Bad filters: 400/422 with a message, never a 500.
  for (const params of [
    { cursor: "not-a-cursor" },
    { cursor: Buffer.from(JSON.stringify({ rank: "1; drop", profileId: "x" })).toString("base64url") },
    { cursor: Buffer.from("[]").toString("base64url") },
    // Well formed as the cursor once was (its sort values in the clear): forged, so refused.
    { cursor: Buffer.from(JSON.stringify({ rank: "999", profileId: "zzzzzzzzzzzzzzzz" })).toString("base64url") },
  ]) {
    const response = await searchTalent(owner.api, org.id, { q: word, ...params });
    expect(response.status(), JSON.stringify(params)).toBe(400);
    expect((await response.json()).error.message).toContain("search again");
  }
  const invalid: Record<string, string | number>[] = [
    { minAttainment: "lots" },
    { minAttainment: -5 },
    { segment: "giant" },
    { q: "x".repeat(101) },
  ];
  for (const params of invalid) {
    const response = await searchTalent(owner.api, org.id, params);
    expect(response.status(), JSON.stringify(params)).toBe(422);
  }
  // The minimum is one of the bands' floors (what a card shows), never a finer figure that would narrow a band down.
  for (const minAttainment of [130, 130.01, 99, 200, 1000]) {
    const response = await searchTalent(owner.api, org.id, { q: word, minAttainment });
    expect(response.status(), String(minAttainment)).toBe(422);
    expect((await response.json()).error.fields.minAttainment).toContain("80, 100, 120 or 150");
  }
});

test("pages follow nextCursor: every rep once, in a stable order, then null", async ({ newUser }) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const { owner, org } = await enterpriseOrg(newUser);
  const listed: string[] = [];
  // 23 reps (page size 20), two of them with a verified record so the order mixes ranks and ties.
  for (let batch = 0; batch < 23; batch += 6) {
    const reps = await Promise.all(
      Array.from({ length: Math.min(6, 23 - batch) }, async (_, i) => {
        const rep = await newUser();
        if (batch + i < 2) await verifiedRecord(rep, { quota: 100000, attainment: 110000 + (batch + i) * 50000 });
        return (await listRep(rep, { headline: `Mid-market AE ${word}` })).profileId;
      }),
    );
    listed.push(...reps);
  }

  const first = await searchResults(owner.api, org.id, { q: word });
  expect(first.results).toHaveLength(20);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await searchResults(owner.api, org.id, { q: word, cursor: first.nextCursor! });
  expect(second.results).toHaveLength(3);
  expect(second.nextCursor).toBeNull();
  const all = [...first.results, ...second.results].map((r) => r.profileId);
  expect(new Set(all).size).toBe(23);
  expect([...all].sort()).toEqual([...listed].sort());
  // Best verified first, then the rest.
  expect(all.slice(0, 2)).toEqual([listed[1], listed[0]]);

  // The same search again gives the same pages; the cursor still works.
  const again = await searchResults(owner.api, org.id, { q: word });
  expect(again.results.map((r) => r.profileId)).toEqual(first.results.map((r) => r.profileId));
  const secondAgain = await searchResults(owner.api, org.id, { q: word, cursor: again.nextCursor! });
  expect(secondAgain.results.map((r) => r.profileId)).toEqual(second.results.map((r) => r.profileId));

  // The cursor is sealed and bound to its search: altered, or with other filters, or in another organisation, 400.
  const cursor = first.nextCursor!;
  const middle = Math.floor(cursor.length / 2);
  const altered = `${cursor.slice(0, middle)}${cursor[middle] === "A" ? "B" : "A"}${cursor.slice(middle + 1)}`;
  const other = await enterpriseOrg(newUser);
  for (const [api, orgId, params] of [
    [owner.api, org.id, { q: word, cursor: altered }],
    [owner.api, org.id, { q: word, minAttainment: 0, cursor }],
    [owner.api, org.id, { q: `${word} ae`, cursor }],
    [owner.api, org.id, { q: word, location: "Austin", cursor }],
    [other.owner.api, other.org.id, { q: word, cursor }],
  ] as const) {
    const response = await searchTalent(api, orgId, params);
    expect(response.status(), JSON.stringify(params)).toBe(400);
    expect((await response.json()).error.message).toContain("search again");
  }
});

test("the card follows the portfolio: a verified record edited loses its band on the next read", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const { owner, org } = await enterpriseOrg(newUser);
  const rep = await newUser();
  const annual = await verifiedRecord(rep, { quota: 100000, attainment: 155000 });
  await verifiedRecord(rep, { quota: 50000, attainment: 45000, year: lastYear - 1 });
  const { profileId, preview } = await listRep(rep, { headline: `Enterprise AE ${word}` });
  expect(preview.attainment.map((a) => [a.year, a.band])).toEqual([
    [lastYear, ">= 150%"],
    [lastYear - 1, "80-99%"],
  ]);
  expect(preview).toMatchObject({ verifiedPeriods: 2 });
  expect(await foundIds(owner.api, org.id, { q: word, minAttainment: 150 })).toEqual([profileId]);

  // New figures void the verification: the band goes at once, from the card, the search and the rep's preview.
  const edited = await rep.api.put(`/api/quota-records/${annual}`, { data: { attainment: "160000" } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await edited.json()).isVerified).toBe(false);
  const card = (await (await cardOf(owner.api, org.id, profileId)).json()) as TalentCard;
  expect(card.attainment.map((a) => [a.year, a.band])).toEqual([[lastYear - 1, "80-99%"]]);
  expect(card.verifiedPeriods).toBe(1);
  expect(await foundIds(owner.api, org.id, { q: word, minAttainment: 150 })).toEqual([]);
  expect(await foundIds(owner.api, org.id, { q: word, minAttainment: 80 })).toEqual([profileId]);
  const profile = await (await rep.api.get("/api/talent/profile")).json();
  expect(profile.preview).toEqual(card);

  // Deleting the other record leaves nothing verified.
  const records = (await (await rep.api.get("/api/quota-records")).json()) as { id: number }[];
  for (const { id } of records) expect((await rep.api.delete(`/api/quota-records/${id}`)).status()).toBeLessThan(300);
  const empty = (await (await cardOf(owner.api, org.id, profileId)).json()) as TalentCard;
  expect(empty).toMatchObject({ attainment: [], verifiedPeriods: 0, verifiedItems: 0 });
  expect(await foundIds(owner.api, org.id, { q: word, minAttainment: 0 })).toEqual([]);
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([profileId]);
});

test("awards count once verified, and years in quota-carrying roles come from the rep's roles", async ({ newUser }) => {
  const word = uniqueWord();
  const { owner, org } = await enterpriseOrg(newUser);
  const rep = await newUser();
  const experience = CONTENT_TYPES.find((c) => c.path === "/api/experiences")!.create();
  for (const [startDate, endDate] of [
    ["2018-01-01", "2020-01-01"],
    ["2019-01-01", "2021-01-01"],
  ]) {
    const created = await rep.api.post("/api/experiences", { data: { ...experience, startDate, endDate } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const award = await createPendingRecognition(rep.api, "President's Club");
  const { profileId, preview } = await listRep(rep, { headline: `Enterprise AE ${word}` });
  // Overlapping roles count once: 2018 to 2021.
  expect(preview).toMatchObject({ quotaYears: 3, verifiedAwards: 0, verifiedItems: 0 });

  const admin = await adminApi();
  try {
    const approved = await admin.post(`/api/admin/reviews/achievement/${award}`, { data: { decision: "approve" } });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  const card = (await (await cardOf(owner.api, org.id, profileId)).json()) as TalentCard;
  expect(card).toMatchObject({ quotaYears: 3, verifiedAwards: 1, verifiedItems: 1, dealSizeBand: null });
});

// The rep's listing: off by default, on only with the consent notice (its version and time kept), off again removes
// the rep from every search at once; the words they type may not identify them or mention pay.
import { CONTENT_TYPES } from "./payloads";
import { confirmWorkEmail, expect, test, uniqueSuffix } from "./helpers";
import {
  cardOf,
  enterpriseOrg,
  foundIds,
  listRep,
  listingBody,
  uniqueDomain,
  uniqueWord,
  type TalentProfile,
} from "./talent-helpers";

test("listing needs consent: 422 without it, then stored with the notice's version and time; off hides the rep at once", async ({
  newUser,
}) => {
  const rep = await newUser();
  const { owner, org } = await enterpriseOrg(newUser);
  const word = uniqueWord();

  const fresh = (await (await rep.api.get("/api/talent/profile")).json()) as TalentProfile;
  expect(fresh).toMatchObject({ listed: false, consent: { version: null, at: null } });
  expect(fresh.consent.notice).toContain("never my name");
  expect(fresh.profileId).toMatch(/^[A-Za-z0-9_-]{12,24}$/);

  for (const consent of [undefined, false]) {
    const refused = await rep.api.put("/api/talent/profile", {
      data: listingBody({ consent, headline: `Enterprise AE ${word}` }),
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.fields).toHaveProperty("consent");
  }
  expect(await (await rep.api.get("/api/talent/profile")).json()).toMatchObject({ listed: false, headline: null });
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([]);

  const before = Date.now();
  const listed = await listRep(rep, { headline: `Enterprise AE ${word}` });
  expect(listed).toMatchObject({ listed: true, consent: { version: fresh.consent.currentVersion } });
  const again = (await (await rep.api.get("/api/talent/profile")).json()) as TalentProfile;
  expect(again.consent.version).toBe(fresh.consent.currentVersion);
  const at = Date.parse(again.consent.at!);
  expect(at).toBeGreaterThanOrEqual(before - 5_000);
  expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  expect(again.profileId).toBe(fresh.profileId);
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([again.profileId]);
  expect((await cardOf(owner.api, org.id, again.profileId)).status()).toBe(200);

  // Saving other words keeps the consent (no new acceptance asked while listed).
  const edited = await rep.api.put("/api/talent/profile", {
    data: listingBody({ consent: undefined, headline: `Strategic AE ${word}` }),
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await edited.json()).consent.at).toBe(again.consent.at);

  // Off: gone from search and the card 404s on the very next request.
  const off = await rep.api.put("/api/talent/profile", { data: listingBody({ listed: false, consent: undefined }) });
  expect(off.status()).toBe(200);
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([]);
  expect((await cardOf(owner.api, org.id, again.profileId)).status()).toBe(404);
  expect(
    (
      await owner.api.post(`/api/orgs/${org.id}/talent/${again.profileId}/contact`, {
        data: { message: "We would like to talk about an enterprise AE role." },
      })
    ).status(),
  ).toBe(404);

  // On again needs the notice accepted again.
  const unconsented = await rep.api.put("/api/talent/profile", {
    data: listingBody({ consent: undefined, headline: `Strategic AE ${word}` }),
  });
  expect(unconsented.status()).toBe(422);
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([]);
  await listRep(rep, { headline: `Strategic AE ${word}` });
  expect(await foundIds(owner.api, org.id, { q: word })).toEqual([again.profileId]);
});

test("words that identify the rep or mention pay are refused (422 on the field), and nothing is saved", async ({
  newUser,
}) => {
  const suffix = uniqueSuffix();
  const rep = await newUser({ fullName: `Marisol Quintanilla`, username: `mq_${suffix}` });
  const employer = uniqueDomain("initech");
  await confirmWorkEmail(rep, `marisol-${suffix}@${employer}`);
  const experience = await rep.api.post("/api/experiences", {
    data: {
      ...CONTENT_TYPES.find((c) => c.path === "/api/experiences")!.create(),
      company: "Vandelay Industries Inc.",
    },
  });
  expect(experience.status(), await experience.text()).toBe(201);
  const employerLabel = employer.split(".")[0]!;

  const cases: [Record<string, unknown>, string][] = [
    [{ headline: "Marisol, enterprise AE" }, "headline"],
    [{ headline: "Top AE (quintanilla)" }, "headline"],
    [{ headline: `AE, find me as ${rep.username}` }, "headline"],
    [{ headline: "Top seller at Vandelay Industries" }, "headline"],
    [{ headline: "President's Club at Vandelay" }, "headline"],
    [{ headline: `Enterprise AE at ${employerLabel}` }, "headline"],
    [{ headline: "Reach me at marisol@example.com" }, "headline"],
    [{ headline: "See https://quotaproof.example/p/abc" }, "headline"],
    [{ location: "Vandelay campus, Denver" }, "location"],
    [{ openTo: ["Account Executive", "AE like at Vandelay"] }, "openTo"],
    // Pay never enters the network, not even in the rep's own words.
    [{ headline: "Enterprise AE, OTE 300K" }, "headline"],
    [{ headline: "Looking for base salary above 150K" }, "headline"],
    [{ openTo: ["AE with uncapped commission"] }, "openTo"],
  ];
  for (const [fields, field] of cases) {
    const response = await rep.api.put("/api/talent/profile", { data: listingBody(fields) });
    expect(response.status(), JSON.stringify(fields)).toBe(422);
    const body = (await response.json()) as { error: { fields?: Record<string, string> } };
    expect(
      Object.keys(body.error.fields ?? {}).some((k) => k.startsWith(field)),
      JSON.stringify(body),
    ).toBe(true);
  }
  expect(await (await rep.api.get("/api/talent/profile")).json()).toMatchObject({ listed: false, headline: null });

  // Ordinary words pass: "Enterprise", "Industries" alone, a city, role titles.
  const ok = await listRep(rep, {
    headline: "Enterprise AE for manufacturing and industries",
    location: "Denver, CO",
    openTo: ["Account Executive", "Sales Director"],
  });
  expect(ok.headline).toBe("Enterprise AE for manufacturing and industries");
  // The employer's domain is shown to the rep as blocked always.
  expect(ok.employerDomains).toContain(employer);
});

test("the listing's choices are checked: segments, work modes, domains (normalised), lengths", async ({ newUser }) => {
  const rep = await newUser();
  const bad: [Record<string, unknown>, string][] = [
    [{ segments: ["enterprise", "giant"] }, "segments"],
    [{ workModes: ["moon"] }, "workModes"],
    [{ blockedDomains: ["not a domain"] }, "blockedDomains"],
    [{ headline: "x".repeat(141) }, "headline"],
    [{ listed: "yes" }, "listed"],
  ];
  for (const [fields, field] of bad) {
    const response = await rep.api.put("/api/talent/profile", { data: listingBody(fields) });
    expect(response.status(), JSON.stringify(fields)).toBe(422);
    const body = (await response.json()) as { error: { fields?: Record<string, string> } };
    expect(
      Object.keys(body.error.fields ?? {}).some((k) => k.startsWith(field)),
      JSON.stringify(body),
    ).toBe(true);
  }
  const saved = await listRep(rep, {
    segments: ["smb", "mid_market", "smb"],
    workModes: ["hybrid", "onsite"],
    blockedDomains: ["@Globex.TEST", "https://www.initrode.test/careers", "globex.test"],
  });
  expect(saved).toMatchObject({
    segments: ["smb", "mid_market"],
    workModes: ["hybrid", "onsite"],
    blockedDomains: ["globex.test", "initrode.test"],
  });
});

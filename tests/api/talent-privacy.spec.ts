// What the talent network never gives away: nothing that identifies a rep before they accept (name, addresses,
// employer, username, share links), and no pay anywhere: no key of any talent answer names pay, and a portfolio full
// of figures (a W-2-proofed record among them) shows as bands only.
import { PAY_KEY_PATTERN } from "../../lib/talent";
import { createAchievement, createShareLink } from "../share-fixtures";
import { CONTENT_TYPES } from "./payloads";
import { confirmWorkEmail, expect, setPlan, test, uniqueSuffix } from "./helpers";
import {
  allKeys,
  allStrings,
  cardOf,
  contact,
  enterpriseOrg,
  expectNoneOf,
  listRep,
  member,
  searchResults,
  uniqueDomain,
  uniqueWord,
  verifiedRecord,
} from "./talent-helpers";

test("before acceptance, nothing in search results, cards or the organisation's requests identifies the rep", async ({
  newUser,
}) => {
  const word = uniqueWord();
  const suffix = uniqueSuffix();
  const rep = await newUser({ fullName: `Octavia Brightwater`, username: `obright_${suffix}` });
  const employer = uniqueDomain("hooli");
  const workAddress = `octavia-${suffix}@${employer}`;
  await confirmWorkEmail(rep, workAddress);
  const company = `Hooli Dynamics ${suffix}`;
  const experience = await rep.api.post("/api/experiences", {
    data: { ...CONTENT_TYPES.find((c) => c.path === "/api/experiences")!.create(), company },
  });
  expect(experience.status(), await experience.text()).toBe(201);
  const share = await createShareLink(rep.api, [await createAchievement(rep.api, "Closed the Initech expansion")]);
  await verifiedRecord(rep, { quota: 100000, attainment: 125000 });
  const { profileId } = await listRep(rep, { headline: `Enterprise AE ${word}`, openTo: ["Account Executive"] });

  const { owner, org } = await enterpriseOrg(newUser);
  const recruiter = await member(newUser, owner, org.id, "recruiter");
  const secrets = [
    "Octavia",
    "Brightwater",
    rep.email,
    rep.email.split("@")[0]!,
    workAddress,
    employer,
    employer.split(".")[0]!,
    rep.username,
    company,
    share.link.slug,
  ];

  const search = await searchResults(recruiter.api, org.id, { q: word });
  expect(search.results.map((r) => r.profileId)).toEqual([profileId]);
  const card = await (await cardOf(recruiter.api, org.id, profileId)).json();
  const sent = await contact(recruiter.api, org.id, profileId);
  expect(sent.status()).toBe(201);
  const requests = await (await recruiter.api.get(`/api/orgs/${org.id}/talent/requests`)).json();
  for (const [what, body] of Object.entries({ search, card, sent: await sent.json(), requests })) {
    expectNoneOf(body, secrets, what);
    expect(JSON.stringify(body), what).not.toContain("/p/");
    // No key that would carry the account behind the opaque id.
    const keys = allKeys(body).map((path) => path.slice(path.lastIndexOf(".") + 1));
    expect(
      keys.filter((k) => /^(userId|repId|user|email|name|fullName|username|slug|company)$/.test(k)),
      what,
    ).toEqual([]);
  }
  expect(Object.keys(card).sort()).toEqual(
    [
      "profileId",
      "headline",
      "location",
      "segments",
      "openTo",
      "workModes",
      "attainment",
      "verifiedPeriods",
      "verifiedItems",
      "quotaYears",
      "verifiedAwards",
      "dealSizeBand",
    ].sort(),
  );
  // The opaque id is not the user id, and not a username.
  expect(profileId).not.toBe(String(rep.id));
  expect(profileId).not.toContain(rep.username);

  // The rep's own preview is exactly the card.
  expect((await (await rep.api.get("/api/talent/profile")).json()).preview).toEqual(card);
});

test("no pay in any talent answer: no key names pay, and a portfolio of figures and a W-2 shows as bands only", async ({
  newUser,
}) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  // A W-2-proofed year (quota 800,000, attained 1,000,000), a quarter by dashboard export, and deals with amounts.
  await verifiedRecord(rep, { quota: 800000, attainment: 1000000, proof: "w2" });
  await verifiedRecord(rep, { quota: 210000, attainment: 263000, quarter: 2 });
  const deal = await rep.api.post("/api/achievements", {
    data: {
      title: "Closed the Globex platform deal",
      description: "A $1.7M platform deal; my commission on it paid for a car.",
      metrics: { dealValue: "1700000" },
    },
  });
  expect(deal.status()).toBe(201);
  const highlight = await rep.api.post("/api/deal-highlights", {
    data: { ...CONTENT_TYPES.find((c) => c.path === "/api/deal-highlights")!.create(), arrValue: "870000" },
  });
  expect(highlight.status()).toBe(201);

  const word = uniqueWord();
  const put = await listRep(rep, { headline: `Enterprise AE ${word}` });
  const { owner, org } = await enterpriseOrg(newUser);
  const answers: Record<string, unknown> = { put };
  answers.profile = await (await rep.api.get("/api/talent/profile")).json();
  answers.search = await searchResults(owner.api, org.id, { q: word });
  answers.filtered = await searchResults(owner.api, org.id, { q: word, minAttainment: 120, segment: "enterprise" });
  answers.card = await (await cardOf(owner.api, org.id, put.profileId)).json();
  const sent = await contact(owner.api, org.id, put.profileId);
  answers.sent = await sent.json();
  const { id } = answers.sent as { id: number };
  answers.repRequests = await (await rep.api.get("/api/talent/requests")).json();
  answers.orgRequests = await (await owner.api.get(`/api/orgs/${org.id}/talent/requests`)).json();
  answers.accepted = await (await rep.api.post(`/api/talent/requests/${id}/accept`, { data: {} })).json();
  answers.repRequestsAfter = await (await rep.api.get("/api/talent/requests")).json();
  answers.orgRequestsAfter = await (await owner.api.get(`/api/orgs/${org.id}/talent/requests`)).json();
  const second = await contact(owner.api, org.id, put.profileId);
  const secondId = ((await second.json()) as { id: number }).id;
  answers.declined = await (await rep.api.post(`/api/talent/requests/${secondId}/decline`)).json();
  answers.views = await (await rep.api.get("/api/talent/views")).json();

  // The walker itself is checked: it finds keys at any depth.
  expect(allKeys({ a: [{ b: { baseSalary: 1 } }] }).some((k) => PAY_KEY_PATTERN.test(k.split(".").at(-1)!))).toBe(true);
  for (const [what, body] of Object.entries(answers)) {
    expect(body, what).toBeTruthy();
    const payKeys = allKeys(body).filter((path) => PAY_KEY_PATTERN.test(path.slice(path.lastIndexOf(".") + 1)));
    expect(payKeys, what).toEqual([]);
    // No figure of the portfolio, in any spelling; no dollar amount except a deal-size band's label.
    expectNoneOf(
      body,
      ["800000", "800,000", "800K", "1000000", "1,000,000", "1.0M", "1700000", "1.7M", "870000", "870K", "263000"],
      what,
    );
    expectNoneOf(body, ["125%", "125.00", "125.24", "commission"], what);
    const dollars = allStrings(body).filter((s) => s.includes("$"));
    expect(
      dollars.every((s) => ["$1M+", "$250K-$1M", "$50K-$250K", "Under $50K"].includes(s)),
      `${what}: ${dollars.join(" | ")}`,
    ).toBe(true);
  }
  // The facts are there, as bands: the W-2 year at >= 120%, both periods counted.
  expect(answers.card).toMatchObject({
    verifiedPeriods: 2,
    attainment: [expect.objectContaining({ band: ">= 120%", verifiedPeriods: 2, label: ">= 120%, verified" })],
  });
});

import { expect, test } from "./helpers";
import { CONTENT_TYPES } from "./payloads";

const lastYear = new Date().getUTCFullYear() - 1;

for (const type of CONTENT_TYPES) {
  test.describe(type.path, () => {
    test("create, list, read, update and delete", async ({ newUser }) => {
      const { api, id: userId } = await newUser();

      const created = await api.post(type.path, { data: { ...type.create(), userId } });
      expect(created.status()).toBe(201);
      const row = await created.json();
      expect(row.userId).toBe(userId);
      expect(typeof row.id).toBe("number");

      const list = await api.get(`${type.path}?userId=${userId}`);
      expect(list.status()).toBe(200);
      expect((await list.json()).map((r: { id: number }) => r.id)).toEqual([row.id]);

      const read = await api.get(`${type.path}/${row.id}`);
      expect(await read.json()).toMatchObject({ id: row.id });

      const updated = await api.put(`${type.path}/${row.id}`, { data: type.update.body });
      expect(updated.status()).toBe(200);
      expect((await updated.json())[type.update.field]).toEqual(type.update.expected);
      const reread = await (await api.get(`${type.path}/${row.id}`)).json();
      expect(reread[type.update.field]).toEqual(type.update.expected);

      expect((await api.delete(`${type.path}/${row.id}`)).status()).toBe(200);
      expect((await api.get(`${type.path}/${row.id}`)).status()).toBe(404);
      expect(await (await api.get(type.path)).json()).toEqual([]);
      expect((await api.delete(`${type.path}/${row.id}`)).status()).toBe(404);
    });

    test("bad input answers 4xx with the error shape and stores nothing", async ({ newUser }) => {
      const { api } = await newUser();

      const invalid = await api.post(type.path, { data: type.invalid.body });
      expect(invalid.status()).toBe(422);
      const body = await invalid.json();
      expect(body.error.code).toBe("validation_error");
      expect(body.error.fields[type.invalid.field]).toBe(type.invalid.message);

      const malformed = await api.post(type.path, {
        data: "{not json",
        headers: { "content-type": "application/json" },
      });
      expect(malformed.status()).toBe(400);
      expect((await malformed.json()).error.code).toBe("bad_request");

      const notObject = await api.post(type.path, { data: [1, 2] });
      expect(notObject.status()).toBe(400);

      for (const weird of [{ title: 42, quota: { $gt: 1 } }, { executiveName: ["x"] }, null]) {
        const response = await api.post(type.path, { data: weird });
        expect(response.status(), JSON.stringify(weird)).toBeGreaterThanOrEqual(400);
        expect(response.status(), JSON.stringify(weird)).toBeLessThan(500);
        expect((await response.json()).error.message).toEqual(expect.any(String));
      }

      const nonNumericId = await api.put(`${type.path}/abc`, { data: type.update.body });
      expect(nonNumericId.status()).toBe(404);

      expect(await (await api.get(type.path)).json()).toEqual([]);
    });
  });
}

test.describe("quota records", () => {
  test("the server computes attainment percent and percentile and ignores a client's isVerified", async ({
    newUser,
  }) => {
    const { api } = await newUser();
    const response = await api.post("/api/quota-records", {
      data: {
        year: lastYear,
        periodType: "quarterly",
        quarter: 2,
        quota: "$500,000",
        attainment: "662,500",
        attainmentPercent: "999",
        stackRankPosition: 3,
        stackRankTotal: 20,
        stackRankPercentile: "100",
        isVerified: true,
        rampStatus: "post_ramp",
      },
    });
    expect(response.status()).toBe(201);
    const record = await response.json();
    expect(record).toMatchObject({
      quota: "500000.00",
      attainment: "662500.00",
      attainmentPercent: "132.50",
      stackRankPercentile: "90.00",
      isVerified: false,
      proofType: "none",
      rampStatus: "post_ramp",
    });

    const tamper = await api.put(`/api/quota-records/${record.id}`, { data: { isVerified: true } });
    expect(tamper.status()).toBe(200);
    expect((await tamper.json()).isVerified).toBe(false);
  });

  test("a period that has not started is refused with 422", async ({ newUser }) => {
    const { api } = await newUser();
    const nextYear = new Date().getUTCFullYear() + 1;
    const response = await api.post("/api/quota-records", {
      data: { year: nextYear, periodType: "annual", quota: "100000", attainment: "1" },
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).error.fields.year).toMatch(/has not started yet/);
    expect(await (await api.get("/api/quota-records")).json()).toEqual([]);
  });

  test("annual records keep no quarter and the list is newest first with annual after quarters", async ({
    newUser,
  }) => {
    const { api } = await newUser();
    const post = (data: Record<string, unknown>) =>
      api.post("/api/quota-records", { data: { quota: "100", attainment: "100", ...data } });
    expect((await post({ year: lastYear - 1, periodType: "quarterly", quarter: 4 })).status()).toBe(201);
    expect((await post({ year: lastYear, periodType: "annual", quarter: 2 })).status()).toBe(201);
    expect((await post({ year: lastYear, periodType: "quarterly", quarter: 1 })).status()).toBe(201);
    expect((await post({ year: lastYear, periodType: "quarterly", quarter: 3 })).status()).toBe(201);
    const list = (await (await api.get("/api/quota-records")).json()) as Array<{
      year: number;
      quarter: number | null;
    }>;
    expect(list.map((r) => [r.year, r.quarter])).toEqual([
      [lastYear, 3],
      [lastYear, 1],
      [lastYear, null],
      [lastYear - 1, 4],
    ]);
  });

  test("a second record for the same period answers 409", async ({ newUser }) => {
    const { api } = await newUser();
    const data = { year: lastYear, periodType: "quarterly", quarter: 1, quota: "100", attainment: "90" };
    expect((await api.post("/api/quota-records", { data })).status()).toBe(201);
    const duplicate = await api.post("/api/quota-records", { data });
    expect(duplicate.status()).toBe(409);
    expect((await duplicate.json()).error.message).toBe("You already have a quota record for this period");
  });
});

test("experiences get their sales profile from the server", async ({ newUser }) => {
  const { api } = await newUser();
  const experience = CONTENT_TYPES.find((t) => t.path === "/api/experiences")!;
  const hunter = await api.post("/api/experiences", { data: { ...experience.create(), salesProfile: "Farmer" } });
  expect((await hunter.json()).salesProfile).toBe("Hunter");
  const farmer = await api.post("/api/experiences", {
    data: { ...experience.create(), netNewLogoPercent: 30, expansionPercent: 70 },
  });
  const farmerRow = await farmer.json();
  expect(farmerRow.salesProfile).toBe("Farmer");
  const hybrid = await api.put(`/api/experiences/${farmerRow.id}`, {
    data: { netNewLogoPercent: 50, expansionPercent: 50 },
  });
  expect((await hybrid.json()).salesProfile).toBe("Hybrid");
  const badSplit = await api.put(`/api/experiences/${farmerRow.id}`, { data: { netNewLogoPercent: 80 } });
  expect(badSplit.status()).toBe(422);
});

test("Starter caps answer 402 with a clear message and store nothing more", async ({ newUser }) => {
  const { api } = await newUser();
  const caps: Array<[string, number, RegExp]> = [
    ["/api/experiences", 3, /3 experience entries/],
    ["/api/references", 1, /1 reference\b/],
    ["/api/executive-circle", 2, /2 executive circle contacts/],
    ["/api/deal-highlights", 1, /1 deal win story/],
  ];
  for (const [path, limit, message] of caps) {
    const type = CONTENT_TYPES.find((t) => t.path === path)!;
    for (let i = 0; i < limit; i++) expect((await api.post(path, { data: type.create() })).status()).toBe(201);
    const over = await api.post(path, { data: type.create() });
    expect(over.status(), path).toBe(402);
    const body = await over.json();
    expect(body.error.code).toBe("plan_limit");
    expect(body.error.message).toMatch(message);
    expect(body.error.message).toMatch(/Upgrade to Pro Seller/);
    expect((await (await api.get(path)).json()).length).toBe(limit);
  }
});

test("achievements: tags from a comma list, default category, recognition rules", async ({ newUser }) => {
  const { api } = await newUser();
  const created = await (
    await api.post("/api/achievements", { data: { title: "Win", description: "A win.", tags: " a, b, ,c " } })
  ).json();
  expect(created.tags).toEqual(["a", "b", "c"]);
  expect(created.category).toBe("enterprise_deal");

  const recognition = await api.post("/api/achievements", {
    data: { category: "recognition", title: "President's Club", description: "short", isVerified: true },
  });
  expect(recognition.status()).toBe(422);
  const fields = (await recognition.json()).error.fields;
  expect(fields.description).toBe("Description must be at least 10 characters");
  expect(fields.dateReceived).toBe("Date received is required");

  const ok = await api.post("/api/achievements", {
    data: {
      category: "recognition",
      title: "President's Club",
      description: "Top 5% of sellers worldwide.",
      dateReceived: `${lastYear}-02-01`,
      isVerified: true,
    },
  });
  expect(ok.status()).toBe(201);
  expect((await ok.json()).isVerified).toBe(false);
});

test("about me is created, replaced and read back", async ({ newUser }) => {
  const { api } = await newUser();
  expect(await (await api.get("/api/about-me")).json()).toBeNull();
  const first = await api.post("/api/about-me", {
    data: { personalSummary: "Enterprise seller.", languages: [" English ", "", "Spanish"], personalWebsite: "" },
  });
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({
    personalSummary: "Enterprise seller.",
    languages: ["English", "Spanish"],
    personalWebsite: null,
  });
  await api.post("/api/about-me", { data: { personalSummary: "Changed.", coreValues: ["Grit"] } });
  const read = await (await api.get("/api/about-me")).json();
  expect(read).toMatchObject({ personalSummary: "Changed.", coreValues: ["Grit"], languages: [] });
  const bad = await api.post("/api/about-me", { data: { personalWebsite: "javascript:alert(1)" } });
  expect(bad.status()).toBe(422);
  expect((await api.delete("/api/about-me")).status()).toBe(200);
  expect(await (await api.get("/api/about-me")).json()).toBeNull();
});

test("templates lists the 17 categories with their fields", async ({ newUser }) => {
  const { api } = await newUser();
  const templates = (await (await api.get("/api/templates")).json()) as Array<{
    category: string;
    fields: Array<{ name: string; label: string; type: string; required: boolean }>;
  }>;
  expect(templates.map((t) => t.category).sort()).toEqual(
    [
      "account_expansion",
      "channel_partner",
      "territory_development",
      "net_new_logos",
      "outbound_campaigns",
      "pipeline_generation",
      "ramp_speed",
      "presidents_club",
      "voice_of_customer",
      "competitor_displacement",
      "executive_alignment",
      "content_contribution",
      "demo_strategy",
      "onboarding_help",
      "customer_testimonials",
      "linkedin_kudos",
      "references",
    ].sort(),
  );
  for (const template of templates) {
    expect(template.fields.length).toBeGreaterThan(0);
    expect(template.fields.some((f) => f.required)).toBe(true);
  }
});

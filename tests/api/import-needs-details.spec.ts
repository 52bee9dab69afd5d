// Jobs imported from a résumé wait for their details: POST /api/documents/import needs only employer, title and
// dates; the job answers needsDetails and missingFields until the full form (PUT) completes it; manual entry keeps
// the spec's fields. Only a true duplicate (same employer, title and dates; an award of the same name and date) is
// dropped, and a range that ends before it starts imports flagged instead of blocking the job.
import type { Experience } from "@/lib/types";
import type { ExtractedExperience, ImportResult } from "@/lib/validators/import";
import { createAchievement, createShareLink } from "../share-fixtures";
import { extractionOf, importItems } from "./document-import-helpers";
import { expect, setPlan, test } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const job = (title: string, company: string, startDate: string | null, endDate: string | null) =>
  ({ title, company, startDate, endDate, confidence: 95 }) satisfies ExtractedExperience;

/** Everything the manual form asks for beyond employer, title and duration. */
const DETAILS = {
  location: "Austin, TX",
  companyRevenueSize: ["Enterprise ($100M-$1B)"],
  companyEmployeeCount: ["1,001-5,000"],
  companyType: ["Private"],
  marketComplexity: "Enterprise Procurement & Legal",
  verticals: ["Financial Services"],
  personas: ["CFO / Finance"],
  netNewLogoPercent: 70,
  expansionPercent: 30,
  totalAccountsManaged: 40,
  existingCustomers: 12,
  netNewProspects: 28,
  averageDealCycle: 6.5,
  achievements: "Closed Globex and Acme Health, 141% of plan in FY22.",
  description: "Enterprise AE for regulated industries in the Central region.",
};

/** The form's fields a résumé never states, in the form's order (the duration follows from the dates). */
const NEVER_STATED = [
  "location",
  "companyRevenueSize",
  "companyEmployeeCount",
  "companyType",
  "marketComplexity",
  "verticals",
  "personas",
  "netNewLogoPercent",
  "expansionPercent",
  "totalAccountsManaged",
  "existingCustomers",
  "netNewProspects",
  "averageDealCycle",
  "achievements",
  "description",
];

test("a job with only employer, title and dates imports flagged; the full form clears the flag; manual entry keeps its fields", async ({
  newUser,
}) => {
  const rep = await newUser();
  const response = await importItems(rep.api, {
    extractedData: extractionOf({
      experiences: [job("Enterprise Account Executive", "Northwind", "2021-01", "2023-06")],
    }),
    selections: { experiences: [0] },
  });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as ImportResult;
  expect(result).toMatchObject({ totalImported: 1, imported: { experiences: 1 }, skipped: [] });
  const flagged = {
    company: "Northwind",
    role: "Enterprise Account Executive",
    duration: "Jan 2021 – Jun 2023",
    startDate: "2021-01-01",
    endDate: "2023-06-30",
    location: null,
    netNewLogoPercent: null,
    salesProfile: null,
    totalAccountsManaged: null,
    verticals: [],
    needsDetails: true,
    missingFields: NEVER_STATED,
  };
  expect(result.experiences).toEqual([expect.objectContaining(flagged)]);
  const id = result.experiences[0]!.id;
  expect(await (await rep.api.get("/api/experiences")).json()).toEqual([expect.objectContaining(flagged)]);
  expect(await (await rep.api.get(`/api/experiences/${id}`)).json()).toMatchObject(flagged);

  // Less than the full form leaves the job as it was.
  const partial = await rep.api.put(`/api/experiences/${id}`, { data: { location: "Austin, TX" } });
  expect(partial.status()).toBe(422);
  expect((await partial.json()).error.fields).toMatchObject({
    companyRevenueSize: "Please select at least one revenue size",
    description: "Please provide a role description",
  });
  expect(await (await rep.api.get(`/api/experiences/${id}`)).json()).toMatchObject({ needsDetails: true });

  const full = { company: "Northwind", role: "Enterprise Account Executive", duration: "2.5 years", ...DETAILS };
  const completed = await rep.api.put(`/api/experiences/${id}`, { data: full });
  expect(completed.status()).toBe(200);
  expect(await completed.json()).toMatchObject({
    needsDetails: false,
    missingFields: [],
    location: "Austin, TX",
    salesProfile: "Hunter",
    startDate: "2021-01-01",
  });
  expect(await (await rep.api.get("/api/experiences")).json()).toEqual([
    expect.objectContaining({ id, needsDetails: false, missingFields: [] }),
  ]);

  // Manual entry: the spec's required fields, as before.
  const { location: _location, ...withoutLocation } = full;
  const manual = await rep.api.post("/api/experiences", { data: { ...withoutLocation, company: "Contoso" } });
  expect(manual.status()).toBe(422);
  expect((await manual.json()).error.fields).toEqual({ location: "Location is required" });
  const created = await rep.api.post("/api/experiences", { data: { ...full, company: "Contoso" } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ needsDetails: false, missingFields: [] });
});

test("the shared page shows an imported job with what it has, and no empty labels", async ({ newUser }) => {
  const rep = await newUser();
  const imported = await importItems(rep.api, {
    extractedData: extractionOf({
      experiences: [job("Strategic Account Executive", "Fabrikam Health", "2019-03", null)],
    }),
    selections: { experiences: [0] },
  });
  expect(imported.status()).toBe(200);
  const achievementId = await createAchievement(rep.api, "Closed the Acme expansion");
  const link = await createShareLink(rep.api, [achievementId]);
  const page = await rep.api.get(link.path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Strategic Account Executive");
  expect(html).toContain("Fabrikam Health");
  expect(html).toContain("Mar 2019 – Present");
  // Nothing the rep has not given: no mix, no sales profile, no empty "Key achievements".
  expect(html).not.toContain("% new logos");
  expect(html).not.toMatch(/>(Hunter|Farmer|Hybrid)</);
  expect(html).not.toContain("Key achievements");
});

test("two jobs at one employer with one title but other dates both import; a true duplicate is dropped", async ({
  newUser,
}) => {
  const rep = await newUser();
  // Pro: no cap on jobs, so only the duplicate rule decides what is skipped.
  await setPlan(rep.email, "pro");
  const first = job("Account Executive", "Northwind", "2016-02", "2018-05");
  const second = job("Account Executive", "Northwind", "2020-01", "2022-12");
  // Complete details, so the jobs would have imported before jobs could wait for them.
  const both = await importItems(rep.api, {
    extractedData: extractionOf({ experiences: [first, second] }),
    selections: { experiences: [0, 1] },
    details: { experiences: { "0": DETAILS, "1": DETAILS } },
  });
  expect(both.status()).toBe(200);
  expect(await both.json()).toMatchObject({ totalImported: 2, skipped: [] });

  // The same job again (employer in other case and spacing), beside a new one: "already in your portfolio".
  const again = await importItems(rep.api, {
    extractedData: extractionOf({
      experiences: [{ ...first, company: "NORTHWIND " }, job("Account Executive", "Northwind", "2023-01", null)],
    }),
    selections: { experiences: [0, 1] },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({
    totalImported: 1,
    skipped: [
      {
        group: "experiences",
        index: 0,
        code: "duplicate",
        reason: "An experience with this company, role and dates is already in your portfolio",
      },
    ],
  });
  // One job listed twice in one document is imported once.
  const twice = await importItems(rep.api, {
    extractedData: extractionOf({
      experiences: [job("SDR", "Initech", "2014", "2015"), job("SDR", "Initech", "2014", "2015")],
    }),
    selections: { experiences: [0, 1] },
  });
  expect(twice.status()).toBe(200);
  expect((await twice.json()) as ImportResult).toMatchObject({
    totalImported: 1,
    skipped: [{ group: "experiences", index: 1, code: "duplicate" }],
  });
  const jobs = ((await (await rep.api.get("/api/experiences")).json()) as Experience[]).map(
    (e) => `${e.role} at ${e.company} from ${e.startDate}`,
  );
  expect(jobs.sort()).toEqual([
    "Account Executive at Northwind from 2016-02-01",
    "Account Executive at Northwind from 2020-01-01",
    "Account Executive at Northwind from 2023-01-01",
    "SDR at Initech from 2014-01-01",
  ]);
});

test("two awards with one name but other dates or issuers both import; the same award again is a duplicate", async ({
  newUser,
}) => {
  const rep = await newUser();
  const award = (description: string) => ({
    title: "President's Club",
    description,
    category: "presidents_club",
    confidence: 95,
  });
  const body = {
    extractedData: extractionOf({
      achievements: [
        award("President's Club, Oracle."),
        award("President's Club, Oracle."),
        award("President's Club, Salesforce."),
      ],
    }),
    selections: { achievements: [0, 1, 2] },
    details: { achievements: { "0": { dateReceived: "2021-12-01" }, "1": { dateReceived: "2022-12-01" } } },
  };
  const first = await importItems(rep.api, body);
  expect(first.status()).toBe(200);
  expect(await first.json()).toMatchObject({ totalImported: 3, skipped: [] });
  const second = await importItems(rep.api, body);
  expect(((await second.json()) as ImportResult).skipped.map((s) => `${s.index}:${s.code}`)).toEqual([
    "0:duplicate",
    "1:duplicate",
    "2:duplicate",
  ]);
  expect(await (await rep.api.get("/api/achievements")).json()).toHaveLength(3);
});

test("a range that ends before it starts imports flagged, without its dates, never as an inverted range", async ({
  newUser,
}) => {
  const rep = await newUser();
  const response = await importItems(rep.api, {
    extractedData: extractionOf({ experiences: [job("Account Executive", "Initech", "2021-11", "2021-05")] }),
    selections: { experiences: [0] },
    // What the review worked the duration out as, sent back unchanged.
    details: { experiences: { "0": { duration: "Nov 2021 – May 2021" } } },
  });
  expect(response.status()).toBe(200);
  const flagged = {
    company: "Initech",
    role: "Account Executive",
    startDate: null,
    endDate: null,
    duration: null,
    needsDetails: true,
    missingFields: ["duration", ...NEVER_STATED],
  };
  expect(((await response.json()) as ImportResult).experiences).toEqual([expect.objectContaining(flagged)]);
  expect(await (await rep.api.get("/api/experiences")).json()).toEqual([expect.objectContaining(flagged)]);
});

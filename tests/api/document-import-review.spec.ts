// Smart document import over HTTP, step 2: POST /api/documents/import writes only the chosen items, all or
// nothing, within the plan's caps, without duplicates, and leaves quota records unverified.
import type { ImportRequestBody, ImportResult } from "@/lib/validators/import";
import { EMPTY_LISTS, extraction, importItems, lastYear, portfolioLists } from "./document-import-helpers";
import { expect, setPlan, test } from "./helpers";

test.describe.configure({ timeout: 90_000 });

/** What the review adds to an experience: the wizard's required fields no resume states (all of them: nothing waits). */
const EXPERIENCE_DETAILS = {
  location: "Austin, TX",
  companyRevenueSize: ["Enterprise ($100M-$1B)"],
  companyEmployeeCount: ["1,001-5,000"],
  companyType: ["Private"],
  marketComplexity: "Enterprise Procurement & Legal",
  verticals: ["Financial Services"],
  personas: ["CFO / Finance"],
  netNewLogoPercent: 50,
  expansionPercent: 50,
  totalAccountsManaged: 40,
  existingCustomers: 12,
  netNewProspects: 28,
  averageDealCycle: 6.5,
  achievements: "Closed Globex and Acme Health, 141% of plan in FY22.",
  description: "Enterprise AE for regulated industries in the Central region.",
};
const EXECUTIVE_DETAILS = {
  executiveLevel: "C-Suite",
  relationship: "Regular Contact",
  communicationFrequency: "Quarterly",
};

const titles = (rows: Record<string, unknown>[], field = "title") => rows.map((row) => row[field]).sort();

test("import writes exactly the chosen items, with the review's edits and details; quota records stay unverified", async ({
  newUser,
}) => {
  const rep = await newUser();
  const data = extraction();
  data.dealHighlights[0]!.title = "Globex Corporation platform deal"; // edited in the review
  const response = await importItems(rep.api, {
    userId: rep.id,
    extractedData: data,
    selections: {
      quotaRecords: [0, 1],
      dealHighlights: [0],
      experiences: [0],
      achievements: [0, 1],
      executiveCircle: [1],
    },
    details: {
      experiences: { "0": EXPERIENCE_DETAILS },
      achievements: { "1": { dateReceived: "2018-12-01" } },
      executiveCircle: { "1": EXECUTIVE_DETAILS },
    },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()) as ImportResult).toEqual({
    totalImported: 7,
    imported: {
      quotaRecords: 2,
      dealHighlights: 1,
      experiences: 1,
      achievements: 2,
      executiveCircle: 1,
      references: 0,
      aboutMe: 0,
    },
    skipped: [],
    experiences: [expect.objectContaining({ company: "Northwind Software", needsDetails: false, missingFields: [] })],
  });

  const lists = await portfolioLists(rep.api);
  expect(titles(lists.dealHighlights)).toEqual(["Globex Corporation platform deal"]);
  expect(lists.dealHighlights[0]).toMatchObject({ arrValue: "1200000.00" });
  expect(titles(lists.achievements)).toEqual(["Generated $3.2M in qualified pipeline", "Rookie of the Year"]);
  expect(lists.achievements.find((a) => a.title === "Rookie of the Year")).toMatchObject({
    category: "recognition",
    dateReceived: "2018-12-01",
    isVerified: false,
  });
  expect(titles(lists.executiveCircle, "executiveName")).toEqual(["Marcus Bell"]);
  expect(lists.executiveCircle[0]).toMatchObject({
    executiveCompany: "Globex Corporation",
    executiveLevel: "C-Suite",
    connectionStrength: 7,
  });
  expect(lists.experiences).toHaveLength(1);
  expect(lists.experiences[0]).toMatchObject({
    company: "Northwind Software",
    role: "Enterprise Account Executive",
    duration: "Jan 2021 – Present",
    startDate: "2021-01-01",
    endDate: null,
    location: "Austin, TX",
    netNewLogoPercent: 50,
    expansionPercent: 50,
    salesProfile: "Hybrid",
  });
  // Quota records: the missing attainment follows from quota and percent; none is verified, none has a proof.
  const quota = lists.quotaRecords.map(
    ({ year, quarter, quota: q, attainment, attainmentPercent, proofType, isVerified }) => ({
      year,
      quarter,
      quota: q,
      attainment,
      attainmentPercent,
      proofType,
      isVerified,
    }),
  );
  expect(quota).toEqual([
    {
      year: lastYear,
      quarter: 2,
      quota: "500000.00",
      attainment: "590000.00",
      attainmentPercent: "118.00",
      proofType: "none",
      isVerified: false,
    },
    {
      year: lastYear,
      quarter: 1,
      quota: "500000.00",
      attainment: "660000.00",
      attainmentPercent: "132.00",
      proofType: "none",
      isVerified: false,
    },
  ]);
});

test("one item that needs changes means nothing is written, and the answer names each item and field", async ({
  newUser,
}) => {
  const rep = await newUser();
  const data = extraction();
  data.experiences[1]!.startDate = null;
  data.experiences[1]!.endDate = null;
  const response = await importItems(rep.api, {
    extractedData: data,
    // Valid deals and achievements, plus an experience without dates and a record without a year.
    selections: { dealHighlights: [0], achievements: [0, 2], experiences: [1], quotaRecords: [2] },
  });
  expect(response.status()).toBe(422);
  const { error } = (await response.json()) as {
    error: { code: string; message: string; fields: Record<string, string> };
  };
  expect(error.code).toBe("validation_error");
  expect(error.message).toBe(
    "2 selected items need changes before they can be imported. Quota record “Period not stated”: Year is required",
  );
  expect(error.fields).toMatchObject({
    "quotaRecords.2.year": "Year is required",
    "quotaRecords.2.quota": "Quota is required",
    "experiences.1.startDate": "Dates are required: a start date, or how long you held the role",
  });
  // Valid items are not mentioned, nor the details an imported job may leave for later.
  expect(
    Object.keys(error.fields).some((key) => key.startsWith("dealHighlights") || key.startsWith("achievements")),
  ).toBe(false);
  expect(error.fields["experiences.1.duration"]).toBeUndefined();
  expect(error.fields["experiences.1.location"]).toBeUndefined();
  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);

  // A recognition needs its date, as in the recognition wizard.
  const recognition = await importItems(rep.api, { extractedData: extraction(), selections: { achievements: [1] } });
  expect(recognition.status()).toBe(422);
  expect((await recognition.json()).error).toMatchObject({
    message: "Achievement “Rookie of the Year”: Date received is required",
    fields: { "achievements.1.dateReceived": "Date received is required" },
  });
  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
});

test("an import can only set what the manual forms take, and refuses empty or impossible selections", async ({
  newUser,
}) => {
  const rep = await newUser();
  const forged = await importItems(rep.api, {
    extractedData: extraction(),
    selections: { achievements: [0] },
    details: { achievements: { "0": { isVerified: true, proofFileId: 1 } } } as unknown as ImportRequestBody["details"],
  });
  expect(forged.status()).toBe(422);
  expect((await forged.json()).error.fields).toEqual({
    "details.achievements.0": 'Unrecognized keys: "isVerified", "proofFileId"',
  });
  const noSelection = await importItems(rep.api, { extractedData: extraction(), selections: {} });
  expect(noSelection.status()).toBe(422);
  expect((await noSelection.json()).error.message).toBe("Select at least one item to import");
  const outOfRange = await importItems(rep.api, { extractedData: extraction(), selections: { dealHighlights: [5] } });
  expect(outOfRange.status()).toBe(422);
  expect((await outOfRange.json()).error.message).toBe("There is no item 5 in dealHighlights (it has 2)");
  const notJson = await rep.api.post("/api/documents/import", {
    headers: { "Content-Type": "application/json" },
    data: "{not json",
  });
  expect(notJson.status()).toBe(400);
  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
});

test("Starter caps: items past the cap are reported as skipped with the plan's message; Pro imports them all", async ({
  newUser,
}) => {
  const starter = await newUser();
  const body: ImportRequestBody = {
    extractedData: extraction(),
    selections: { dealHighlights: [0, 1], executiveCircle: [0, 1, 2], achievements: [0, 2] },
    details: { executiveCircle: { "0": EXECUTIVE_DETAILS, "1": EXECUTIVE_DETAILS, "2": EXECUTIVE_DETAILS } },
  };
  const response = await importItems(starter.api, body);
  expect(response.status()).toBe(200);
  expect((await response.json()) as ImportResult).toEqual({
    totalImported: 5,
    imported: {
      quotaRecords: 0,
      dealHighlights: 1,
      experiences: 0,
      achievements: 2,
      executiveCircle: 2,
      references: 0,
      aboutMe: 0,
    },
    skipped: [
      {
        group: "dealHighlights",
        index: 1,
        code: "plan_limit",
        reason: "The Starter plan includes 1 deal win story. Upgrade to Pro Seller for unlimited deal win stories.",
      },
      {
        group: "executiveCircle",
        index: 2,
        code: "plan_limit",
        reason:
          "The Starter plan includes 2 executive circle contacts. Upgrade to Pro Seller for unlimited executive circle contacts.",
      },
    ],
    experiences: [],
  });
  const lists = await portfolioLists(starter.api);
  expect(titles(lists.dealHighlights)).toEqual(["Globex Corporation"]);
  expect(titles(lists.executiveCircle, "executiveName")).toEqual(["Marcus Bell", "Priya Shah"]);

  const pro = await newUser();
  await setPlan(pro.email, "pro");
  const proResponse = await importItems(pro.api, body);
  expect(proResponse.status()).toBe(200);
  expect(await proResponse.json()).toMatchObject({ totalImported: 7, skipped: [] });
});

test("items already in the portfolio are skipped as duplicates, on a second import and against manual entries", async ({
  newUser,
}) => {
  const rep = await newUser();
  // Entered by hand before the import: the same achievement in other case and spacing, the same quota period.
  expect(
    (
      await rep.api.post("/api/achievements", {
        data: {
          title: "generated  $3.2M in qualified PIPELINE",
          description: "Generated $3.2M  in qualified PIPELINE.",
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await rep.api.post("/api/quota-records", {
        data: { year: lastYear, periodType: "quarterly", quarter: 2, quota: "400000", attainment: "400000" },
      })
    ).status(),
  ).toBe(201);

  const body: ImportRequestBody = {
    extractedData: extraction(),
    selections: { quotaRecords: [0, 1], dealHighlights: [0], achievements: [0, 2], experiences: [0] },
    details: { experiences: { "0": EXPERIENCE_DETAILS } },
  };
  const first = await importItems(rep.api, body);
  expect(first.status()).toBe(200);
  expect(await first.json()).toEqual({
    totalImported: 4,
    imported: {
      quotaRecords: 1,
      dealHighlights: 1,
      experiences: 1,
      achievements: 1,
      executiveCircle: 0,
      references: 0,
      aboutMe: 0,
    },
    skipped: [
      {
        group: "quotaRecords",
        index: 1,
        code: "duplicate",
        reason: "A quota record for this period is already in your portfolio",
      },
      {
        group: "achievements",
        index: 0,
        code: "duplicate",
        reason: "This achievement is already in your portfolio",
      },
    ],
    experiences: [expect.objectContaining({ company: "Northwind Software", needsDetails: false })],
  });

  const second = await importItems(rep.api, body);
  expect(second.status()).toBe(200);
  const again = (await second.json()) as ImportResult;
  expect(again.totalImported).toBe(0);
  expect(again.skipped.map(({ group, index, code }) => `${group}.${index}:${code}`)).toEqual([
    "quotaRecords.0:duplicate",
    "quotaRecords.1:duplicate",
    "dealHighlights.0:duplicate",
    "experiences.0:duplicate",
    "achievements.0:duplicate",
    "achievements.2:duplicate",
  ]);
  const lists = await portfolioLists(rep.api);
  expect(lists.quotaRecords).toHaveLength(2);
  expect(lists.achievements).toHaveLength(2);
  expect(lists.dealHighlights).toHaveLength(1);
  expect(lists.experiences).toHaveLength(1);
  // The record entered by hand kept its own figures.
  expect(lists.quotaRecords.find((r) => r.quarter === 2)).toMatchObject({ attainment: "400000.00" });
});

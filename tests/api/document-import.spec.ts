// Smart document import over HTTP: POST /api/documents/upload reads each corpus document type into the fixture's
// items and refuses malformed, encrypted, empty, oversized and zip-bomb files with a clear message, storing
// nothing; POST /api/documents/import writes only the chosen items, all or nothing, within the plan's caps,
// without duplicates, and leaves quota records unverified.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import JSZip from "jszip";
import {
  EXTRACTED_GROUPS,
  type ExtractedData,
  type ExtractedGroup,
  type ImportRequestBody,
  type ImportResult,
  type UploadResult,
} from "@/lib/validators/import";
import { expect, setPlan, test } from "./helpers";

const CORPUS = fileURLToPath(new URL("../fixtures/import/", import.meta.url));
const GROUPS = ["quotaRecords", "dealHighlights", "experiences", "achievements", "executiveCircle"] as const;
const LIST_PATHS = {
  quotaRecords: "/api/quota-records",
  dealHighlights: "/api/deal-highlights",
  experiences: "/api/experiences",
  achievements: "/api/achievements",
  executiveCircle: "/api/executive-circle",
} as const;

type Upload = { name: string; mimeType: string; buffer: Buffer };

const upload = (api: APIRequestContext, document: Upload, userId?: number) =>
  api.post("/api/documents/upload", {
    multipart: { document, ...(userId === undefined ? {} : { userId: String(userId) }) },
  });

const corpusFile = (name: string): Upload => ({
  name,
  mimeType: "application/octet-stream",
  buffer: readFileSync(path.join(CORPUS, name)),
});

const importItems = (api: APIRequestContext, body: ImportRequestBody) =>
  api.post("/api/documents/import", { data: body });

/** The five portfolio lists the import writes to, as arrays of rows. */
async function portfolioLists(
  api: APIRequestContext,
): Promise<Record<(typeof GROUPS)[number], Record<string, unknown>[]>> {
  const entries = await Promise.all(
    GROUPS.map(async (group) => {
      const response = await api.get(LIST_PATHS[group]);
      expect(response.status()).toBe(200);
      return [group, (await response.json()) as Record<string, unknown>[]] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<(typeof GROUPS)[number], Record<string, unknown>[]>;
}

const EMPTY_LISTS = { quotaRecords: [], dealHighlights: [], experiences: [], achievements: [], executiveCircle: [] };

test.describe.configure({ timeout: 90_000 });

test.describe("upload: each corpus document type gives the fixture's items", () => {
  const DOCUMENTS = [
    ["jordan-rivera-resume.pdf", "pdf"],
    ["sofia-martinez-okafor-resume.docx", "docx"],
    ["casey-morgan-quota.xlsx", "xlsx"],
    ["alex-kim-brag-deck.pptx", "pptx"],
    ["jamie-rowe-quota.csv", "csv"],
    ["sam-patel-brag-sheet.txt", "txt"],
    ["ngozi-adeyemi-resume.json", "JSON Resume"],
  ] as const;

  for (const [file, kind] of DOCUMENTS) {
    test(`${kind}: ${file}`, async ({ newUser }) => {
      const rep = await newUser();
      const expected = JSON.parse(readFileSync(path.join(CORPUS, `${file}.expected.json`), "utf8")) as Partial<
        Record<ExtractedGroup, Record<string, unknown>[]>
      >;
      const response = await upload(rep.api, corpusFile(file), rep.id);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as UploadResult;
      expect(body.filename).toBe(file);
      expect(body.source).toBe("built-in");
      let total = 0;
      for (const group of EXTRACTED_GROUPS) {
        const items = body.extractedData[group] as Record<string, unknown>[];
        const want = expected[group] ?? [];
        total += items.length;
        // Every expected item, field for field, and nothing else; each with a confidence 0-100.
        expect(items, group).toHaveLength(want.length);
        expect(items, group).toEqual(expect.arrayContaining(want.map((item) => expect.objectContaining(item))));
        for (const item of items) expect(item.confidence).toEqual(expect.any(Number));
        expect(items.every((item) => Number(item.confidence) >= 0 && Number(item.confidence) <= 100)).toBe(true);
      }
      expect(body.totalItems).toBe(total);
      expect(total).toBeGreaterThan(0);
    });
  }
});

/** A .docx whose document part inflates from a few kB to 20 MB: the classic zip bomb. */
async function zipBombDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file("word/document.xml", Buffer.alloc(20 * 1024 * 1024, 0x20));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
}

test("malformed, encrypted, empty, oversized and zip-bomb files are refused with a clear message, and nothing changes", async ({
  newUser,
}) => {
  const rep = await newUser();
  const bomb = await zipBombDocx();
  expect(bomb.length).toBeLessThan(200_000);
  const cases: { file: Upload; status: number; code: string; message: string | RegExp }[] = [
    {
      file: corpusFile("bad/truncated.pdf"),
      status: 422,
      code: "validation_error",
      message: "This PDF file is damaged or incomplete, so it cannot be read. Save it again and retry.",
    },
    {
      file: corpusFile("bad/encrypted.pdf"),
      status: 422,
      code: "validation_error",
      message: "This document is password-protected. Remove the password and upload it again.",
    },
    {
      file: corpusFile("bad/empty.txt"),
      status: 422,
      code: "validation_error",
      message: "We could not find any text in this document",
    },
    {
      file: corpusFile("bad/blank-scan.pdf"),
      status: 422,
      code: "validation_error",
      message: "We could not find any text in this document",
    },
    {
      file: {
        name: "huge-resume.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
      },
      status: 413,
      code: "too_large",
      message: "Please select a file smaller than 10MB",
    },
    {
      file: { name: "resume.docx", mimeType: "application/octet-stream", buffer: bomb },
      status: 413,
      code: "too_large",
      message: /unpacks to more than we can safely read/,
    },
    {
      file: {
        name: "setup.exe",
        mimeType: "application/octet-stream",
        buffer: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(512, 0)]),
      },
      status: 400,
      code: "bad_request",
      message: /not supported/,
    },
  ];
  for (const { file, status, code, message } of cases) {
    const response = await upload(rep.api, file, rep.id);
    expect(response.status(), file.name).toBe(status);
    const { error } = (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(error.code, file.name).toBe(code);
    if (typeof message === "string") expect(error.message, file.name).toBe(message);
    else expect(error.message, file.name).toMatch(message);
    // The dialog shows the message under the file picker too.
    expect(error.fields?.document, file.name).toBe(error.message);
  }
  // A request without a file is a bad request, not a crash.
  const noFile = await rep.api.post("/api/documents/upload", { multipart: { userId: String(rep.id) } });
  expect(noFile.status()).toBe(400);
  expect((await noFile.json()).error.message).toBe("Choose a document to upload");

  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
});

test("upload and import refuse another user's userId (403) and signed-out callers (401)", async ({
  newUser,
  playwright,
  baseURL,
}) => {
  const rep = await newUser();
  const other = await newUser();
  const foreignUpload = await upload(rep.api, corpusFile("sam-patel-brag-sheet.txt"), other.id);
  expect(foreignUpload.status()).toBe(403);
  expect((await foreignUpload.json()).error.code).toBe("forbidden");
  const foreignImport = await importItems(rep.api, {
    userId: other.id,
    extractedData: extraction(),
    selections: { dealHighlights: [0] },
  });
  expect(foreignImport.status()).toBe(403);

  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    expect((await upload(anonymous, corpusFile("sam-patel-brag-sheet.txt"))).status()).toBe(401);
    const response = await importItems(anonymous, { extractedData: extraction(), selections: { dealHighlights: [0] } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
  } finally {
    await anonymous.dispose();
  }
  expect(await portfolioLists(rep.api)).toEqual(EMPTY_LISTS);
  expect(await portfolioLists(other.api)).toEqual(EMPTY_LISTS);
});

// ---------------------------------------------------------------- import

const lastYear = new Date().getUTCFullYear() - 1;

/** An extraction as the review sends it back (the import takes it from the client, so the tests can too). */
function extraction(): ExtractedData {
  return {
    quotaRecords: [
      { year: lastYear, quarter: 1, attainmentPercent: "132", attainment: null, quota: "500000", confidence: 91 },
      { year: lastYear, quarter: 2, attainmentPercent: "118", attainment: "590000", quota: "500000", confidence: 98 },
      { year: null, quarter: null, attainmentPercent: "112", attainment: null, quota: null, confidence: 50 },
    ],
    dealHighlights: [
      {
        title: "Globex Corporation",
        description: "Closed a $1.2M ARR platform deal with Globex Corporation.",
        arrValue: "1200000",
        confidence: 98,
      },
      {
        title: "Acme Health",
        description: "Landed Acme Health ($640K ACV, 3-year term).",
        arrValue: "640000",
        confidence: 98,
      },
    ],
    experiences: [
      {
        title: "Enterprise Account Executive",
        company: "Northwind Software",
        startDate: "2021-01",
        endDate: null,
        confidence: 98,
      },
      {
        title: "Senior Account Executive",
        company: "Contoso Cloud",
        startDate: "2018",
        endDate: "2020",
        confidence: 98,
      },
    ],
    achievements: [
      {
        title: "Generated $3.2M in qualified pipeline",
        description: "Generated $3.2M in qualified pipeline.",
        category: "pipeline_generation",
        confidence: 88,
      },
      {
        title: "Rookie of the Year",
        description: "Rookie of the Year, 2018.",
        category: "recognition",
        confidence: 98,
      },
      {
        title: "Booked 212 qualified meetings",
        description: "Booked 212 qualified meetings.",
        category: "pipeline_generation",
        confidence: 88,
      },
    ],
    executiveCircle: [
      {
        executiveName: "Priya Shah",
        executiveTitle: "Regional Vice President, Sales",
        executiveCompany: "Northwind Software",
        confidence: 98,
      },
      {
        executiveName: "Marcus Bell",
        executiveTitle: "Chief Financial Officer",
        executiveCompany: "Globex Corporation",
        confidence: 98,
      },
      { executiveName: "Dana Whitfield", executiveTitle: "CIO", executiveCompany: "Acme Health", confidence: 98 },
    ],
    references: [],
    aboutMe: [],
  };
}

/** What the review adds to an experience: the wizard's required fields no resume states. */
const EXPERIENCE_DETAILS = {
  location: "Austin, TX",
  companyRevenueSize: ["Enterprise ($100M-$1B)"],
  companyEmployeeCount: ["1,001-5,000"],
  companyType: ["Private"],
  marketComplexity: "Enterprise Procurement & Legal",
  verticals: ["Financial Services"],
  personas: ["CFO / Finance"],
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
  const response = await importItems(rep.api, {
    extractedData: extraction(),
    // Valid deals and achievements, plus an experience without the wizard's fields and a record without a year.
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
    "experiences.1.location": "Location is required",
    "experiences.1.verticals": "At least one vertical is required",
    "experiences.1.description": "Please provide a role description",
  });
  // Valid items are not mentioned, and the experience's duration came from its dates.
  expect(
    Object.keys(error.fields).some((key) => key.startsWith("dealHighlights") || key.startsWith("achievements")),
  ).toBe(false);
  expect(error.fields["experiences.1.duration"]).toBeUndefined();
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
  // Entered by hand before the import: same title in other case and spacing, same quota period.
  expect(
    (
      await rep.api.post("/api/achievements", {
        data: { title: "generated  $3.2M in qualified PIPELINE", description: "By hand." },
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
        reason: "An achievement with this title is already in your portfolio",
      },
    ],
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

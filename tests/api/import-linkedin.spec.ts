// A LinkedIn data export through POST /api/documents/upload and /api/documents/import: positions, honors,
// recommendations and the profile come out as the review's items; a recommendation imports as an unverified
// reference, the profile fills an empty About Me and never overwrites one; the rest of the archive (messages,
// connections) is never unpacked, so its size does not matter; a ZIP that is neither Office nor LinkedIn is refused.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import type { ImportResult, UploadResult } from "@/lib/validators/import";
import { expect, test } from "./helpers";

const EXPORT = fileURLToPath(new URL("../fixtures/import/Basic_LinkedInDataExport_11-01-2026.zip", import.meta.url));
const exportFile = (buffer: Buffer = readFileSync(EXPORT), name = "Basic_LinkedInDataExport_11-01-2026.zip") => ({
  name,
  mimeType: "application/zip",
  buffer,
});

test("a LinkedIn export gives experiences with dates, recognitions, references and About Me; the import writes them unverified", async ({
  newUser,
}) => {
  const rep = await newUser();
  const uploaded = await rep.api.post("/api/documents/upload", { multipart: { document: exportFile() } });
  expect(uploaded.status()).toBe(200);
  const { extractedData, totalItems } = (await uploaded.json()) as UploadResult;
  expect(totalItems).toBe(12);
  expect(extractedData.experiences.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
    ["Strategic Account Executive", "Contoso Cloud", "2022-02", null],
    ["Enterprise Account Executive", "Contoso Cloud", "2020-03", "2022-01"],
    ["Account Executive", "Fabrikam Analytics", "2017-06", "2020-02"],
    ["Sales Development Representative", "Northwind Traders", "2015-08", "2017-05"],
  ]);
  expect(extractedData.achievements.map((a) => [a.title, a.category])).toEqual([
    ["President's Club", "presidents_club"],
    ["Rookie of the Year", "recognition"],
  ]);
  // The hidden recommendation is left out.
  expect(extractedData.references.map((r) => [r.referenceName, r.referenceTitle, r.referenceCompany])).toEqual([
    ["Priya Shah", "VP of Sales", "Contoso Cloud"],
    ["Tomás Álvarez", "CFO", "Tailspin Health"],
  ]);
  expect(extractedData.aboutMe).toEqual([
    expect.objectContaining({
      headline: "Enterprise Account Executive at Contoso Cloud | 4x President's Club",
      summary: expect.stringContaining("forecast within 5%"),
    }),
  ]);
  // Figures in a position's description are read like resume bullets.
  expect(extractedData.quotaRecords).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ year: 2024, quarter: null, attainmentPercent: "131", quota: "1600000" }),
    ]),
  );

  // A reference needs the working relationship: without it nothing is written.
  const incomplete = await rep.api.post("/api/documents/import", {
    data: { extractedData, selections: { references: [0], aboutMe: [0] } },
  });
  expect(incomplete.status()).toBe(422);
  expect((await incomplete.json()).error.fields).toHaveProperty(["references.0.workingRelationship"]);
  expect(await (await rep.api.get("/api/references")).json()).toEqual([]);

  const imported = await rep.api.post("/api/documents/import", {
    data: {
      extractedData,
      selections: { references: [0], aboutMe: [0] },
      details: { references: { "0": { workingRelationship: "Former Manager" } } },
    },
  });
  expect(imported.status()).toBe(200);
  const result = (await imported.json()) as ImportResult;
  expect(result.imported).toMatchObject({ references: 1, aboutMe: 1 });
  const references = (await (await rep.api.get("/api/references")).json()) as Record<string, unknown>[];
  expect(references).toEqual([
    expect.objectContaining({
      referenceName: "Priya Shah",
      referenceCompany: "Contoso Cloud",
      workingRelationship: "Former Manager",
      isVerified: false,
    }),
  ]);
  expect(references[0]!.testimonial).toContain("most disciplined forecaster");
  const about = (await (await rep.api.get("/api/about-me")).json()) as { personalSummary: string };
  expect(about.personalSummary).toMatch(
    /^Enterprise Account Executive at Contoso Cloud \| 4x President's Club\n\nI sell data platforms/,
  );

  // A second import never overwrites the About Me the rep now has.
  await rep.api.put("/api/about-me", { data: { personalSummary: "Written by me." } });
  const again = (await (
    await rep.api.post("/api/documents/import", { data: { extractedData, selections: { aboutMe: [0] } } })
  ).json()) as ImportResult;
  expect(again.totalImported).toBe(0);
  expect(again.skipped).toEqual([expect.objectContaining({ group: "aboutMe", code: "duplicate" })]);
  expect(((await (await rep.api.get("/api/about-me")).json()) as { personalSummary: string }).personalSummary).toBe(
    "Written by me.",
  );
});

test("only the four CSVs are unpacked: a huge messages.csv does not matter; a ZIP of something else is refused", async ({
  newUser,
}) => {
  const rep = await newUser();
  const zip = await JSZip.loadAsync(readFileSync(EXPORT));
  // 80 MB of messages inflates past any archive limit, but it is never read.
  zip.file("messages.csv", Buffer.alloc(80 * 1024 * 1024, 0x61));
  const big = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 } });
  const read = await rep.api.post("/api/documents/upload", { multipart: { document: exportFile(big) } });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as UploadResult).extractedData.experiences).toHaveLength(4);

  const other = new JSZip();
  other.file("notes/todo.txt", "Call Priya about the renewal");
  const refused = await rep.api.post("/api/documents/upload", {
    multipart: { document: exportFile(await other.generateAsync({ type: "nodebuffer" }), "archive.zip") },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toMatchObject({
    code: "bad_request",
    message: expect.stringContaining("LinkedIn data export (.zip)"),
  });
});

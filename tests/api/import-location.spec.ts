// A job's location travels from the résumé to the stored experience: the upload answers it with the job, and
// POST /api/documents/import stores it when the details leave it blank, so the job no longer lists "location" in
// missingFields. The rep's own value wins; a job whose document prints no place still waits for one.
import type { Experience } from "@/lib/types";
import type { ImportResult, UploadResult } from "@/lib/validators/import";
import { extractionOf, importItems, upload } from "./document-import-helpers";
import { expect, test } from "./helpers";

test.describe.configure({ timeout: 90_000 });

test("an imported job stores the location its résumé prints; the rep's own wins; without one it still waits", async ({
  newUser,
}) => {
  const rep = await newUser();
  const resume = [
    "Jordan Lee",
    "Experience",
    "Enterprise Account Executive, Northwind Software, Austin, TX | Jan 2021 - Present",
    "Account Manager at Initech Bank (Sep. 2016 – Mar. 2018)",
  ].join("\n");
  const uploaded = await upload(rep.api, {
    name: "resume.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(resume),
  });
  expect(uploaded.status()).toBe(200);
  const { extractedData } = (await uploaded.json()) as UploadResult;
  expect(extractedData.experiences).toEqual([
    expect.objectContaining({ company: "Northwind Software", location: "Austin, TX" }),
    expect.not.objectContaining({ location: expect.anything() }),
  ]);

  // As the review sends it: the document's place, a blank detail left alone, and no place at all.
  const withRemote = {
    ...extractedData.experiences[0]!,
    title: "Sales Engineer",
    company: "Contoso",
    startDate: "2014-01",
    endDate: "2016-01",
  };
  const response = await importItems(rep.api, {
    extractedData: extractionOf({ experiences: [...extractedData.experiences, withRemote] }),
    selections: { experiences: [0, 1, 2] },
    details: { experiences: { "0": { location: "" }, "2": { location: "Remote" } } },
  });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as ImportResult;
  expect(result.experiences.map(({ company, location }) => ({ company, location }))).toEqual([
    { company: "Northwind Software", location: "Austin, TX" },
    { company: "Initech Bank", location: null },
    { company: "Contoso", location: "Remote" },
  ]);
  const [northwind, initech, contoso] = result.experiences;
  expect(northwind!.needsDetails).toBe(true);
  expect(northwind!.missingFields).not.toContain("location");
  expect(contoso!.missingFields).not.toContain("location");
  expect(initech!.missingFields).toContain("location");

  // The list and the wizard's source answer the same.
  const listed = (await (await rep.api.get("/api/experiences")).json()) as Experience[];
  expect(listed.find((e) => e.id === northwind!.id)).toMatchObject({ location: "Austin, TX" });
  const stored = (await (await rep.api.get(`/api/experiences/${northwind!.id}`)).json()) as Experience;
  expect(stored).toMatchObject({ location: "Austin, TX", needsDetails: true });
  expect(stored.missingFields).not.toContain("location");
});

test("an older client's extraction without any location still validates and imports", async ({ newUser }) => {
  const rep = await newUser();
  const response = await importItems(rep.api, {
    extractedData: extractionOf({
      experiences: [
        { title: "AE", company: "Fabrikam", startDate: "2019-02", endDate: "2020-12", confidence: 90 },
        { title: "SDR", company: "Tailspin", startDate: "2017-02", endDate: "2019-01", location: null, confidence: 90 },
      ],
    }),
    selections: { experiences: [0, 1] },
  });
  expect(response.status()).toBe(200);
  const result = (await response.json()) as ImportResult;
  expect(result.experiences.map((e) => [e.location, e.missingFields.includes("location")])).toEqual([
    [null, true],
    [null, true],
  ]);
});

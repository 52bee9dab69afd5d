// Smart import of documents without a text layer, over HTTP: an image-only PDF and PNG/JPEG pictures of a resume
// are read by OCR in the import worker (readBy "ocr", the jobs found with their dates); a picture whose header
// declares more pixels than a worker may decode is refused with a clear 413 and the server keeps serving.
import { OCR_MAX_PAGES } from "@/lib/server/import/ocr";
import type { UploadResult } from "@/lib/validators/import";
import { hugeDeclaredJpeg, hugeDeclaredPng } from "../images";
import { imageOnlyPdf, PICTURED_EXPERIENCES, resumePicture } from "../ocr-documents";
import { corpusFile, upload, type Upload } from "./document-import-helpers";
import { expect, test } from "./helpers";

// OCR takes a few seconds a page, and other uploads may share the two import workers.
test.describe.configure({ timeout: 120_000 });

/** The experiences as the review shows them, without their confidence. */
const jobsOf = (body: UploadResult) =>
  body.extractedData.experiences.map(({ company, title, startDate, endDate }) => ({
    company,
    title,
    startDate,
    endDate,
  }));

test("an image-only PDF (no font, no text layer) is read by OCR: readBy ocr and each job with its dates", async ({
  newUser,
}) => {
  const rep = await newUser();
  const pdf = await imageOnlyPdf(resumePicture());
  // The PDF holds the picture and nothing else: no font, so no text to extract without OCR.
  expect(pdf.toString("latin1")).not.toMatch(/\/Font\b/);
  const response = await upload(
    rep.api,
    { name: "scanned-resume.pdf", mimeType: "application/pdf", buffer: pdf },
    rep.id,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as UploadResult;
  expect(body.readBy).toBe("ocr");
  expect(body.filename).toBe("scanned-resume.pdf");
  expect(jobsOf(body)).toEqual(PICTURED_EXPERIENCES);
  expect(body.totalItems).toBeGreaterThanOrEqual(PICTURED_EXPERIENCES.length);
});

test("past the OCR page limit, the pages left unread are named in the review's list of what to add by hand", async ({
  newUser,
}) => {
  const rep = await newUser();
  const notes = Array.from({ length: OCR_MAX_PAGES }, (_, i) => resumePicture([`Notes, page ${i + 2}`]));
  const pdf = await imageOnlyPdf(resumePicture(), ...notes);
  const response = await upload(rep.api, { name: "long-scan.pdf", mimeType: "application/pdf", buffer: pdf }, rep.id);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as UploadResult;
  expect(body.readBy).toBe("ocr");
  // The first pages were read: the jobs on page 1 are there.
  expect(jobsOf(body)).toEqual(PICTURED_EXPERIENCES);
  // Page 6 at least (on a very busy machine the time budget may stop OCR a page or two earlier).
  expect(body.unplaced[0]).toEqual({
    text: expect.stringMatching(new RegExp(`^Pages? (\\d+–)?${OCR_MAX_PAGES + 1}: not read$`)),
    reason: expect.stringContaining(`reading pages from their image stops after ${OCR_MAX_PAGES} pages`),
  });
});

test("PNG and JPEG pictures of a resume are told by their bytes and read by OCR", async ({ newUser }) => {
  const rep = await newUser();
  const pictures: Upload[] = [
    { name: "resume-screenshot.png", mimeType: "image/png", buffer: resumePicture() },
    // A JPEG sent under a misleading name and type: the content decides.
    { name: "resume.txt", mimeType: "text/plain", buffer: resumePicture(undefined, "jpeg") },
  ];
  for (const picture of pictures) {
    const response = await upload(rep.api, picture, rep.id);
    expect(response.status(), picture.name).toBe(200);
    const body = (await response.json()) as UploadResult;
    expect(body.readBy, picture.name).toBe("ocr");
    expect(jobsOf(body), picture.name).toEqual(PICTURED_EXPERIENCES);
  }
});

test("a document with a text layer is still read as text (readBy text)", async ({ newUser }) => {
  const rep = await newUser();
  const response = await upload(rep.api, corpusFile("jordan-rivera-resume.pdf"), rep.id);
  expect(response.status()).toBe(200);
  expect(((await response.json()) as UploadResult).readBy).toBe("text");
});

test("a picture declaring more pixels than we decode is refused with a clear 413, and the server keeps serving", async ({
  newUser,
}) => {
  const rep = await newUser();
  const bombs: Upload[] = [
    { name: "quota-report.png", mimeType: "image/png", buffer: hugeDeclaredPng(100_000, 100_000) },
    { name: "scan.jpg", mimeType: "image/jpeg", buffer: hugeDeclaredJpeg(65_000, 65_000) },
  ];
  for (const bomb of bombs) {
    const started = Date.now();
    const response = await upload(rep.api, bomb, rep.id);
    expect(response.status(), bomb.name).toBe(413);
    const { error } = (await response.json()) as { error: { code: string; message: string; fields?: object } };
    expect(error.code, bomb.name).toBe("too_large");
    expect(error.message, bomb.name).toMatch(
      /^This picture is too large to read \([\d,]+ × [\d,]+ pixels\)\. Save it at a smaller size \(at most 40 megapixels\) and upload it again\.$/,
    );
    expect(error.fields, bomb.name).toEqual({ document: error.message });
    // Refused from the header: nothing was decoded, so the answer is quick.
    expect(Date.now() - started, bomb.name).toBeLessThan(10_000);
  }

  // A damaged picture (a sane header, then garbage) is a 422, not a crash.
  const damaged = Buffer.concat([hugeDeclaredPng(800, 600).subarray(0, 33), Buffer.alloc(4096, 7)]);
  const broken = await upload(rep.api, { name: "broken.png", mimeType: "image/png", buffer: damaged }, rep.id);
  expect(broken.status()).toBe(422);
  expect((await broken.json()).error.message).toMatch(/picture is damaged/);

  // The server, and the import workers, still serve the next upload.
  const after = await upload(rep.api, corpusFile("sam-patel-brag-sheet.txt"), rep.id);
  expect(after.status()).toBe(200);
  expect(((await after.json()) as UploadResult).totalItems).toBeGreaterThan(0);
});

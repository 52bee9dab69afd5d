// POST /api/export/pdf: the report is opened the way a recruiter's viewer would (poppler's pdftotext,
// pdfinfo, pdftoppm): it holds every selected item, word for word, and nothing unselected; each verified item with
// the address of its verify page and a QR code of it, as the shared page's PDF does; it grows with the content; it
// prints non-Latin names; and only Pro plans get it.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { CredentialView } from "@/lib/credentials";
import { planFeatureMessage } from "@/lib/plans";
import { NOTHING_TO_SHARE_MESSAGE } from "@/lib/export-content";
import { solidPng } from "../images";
import { BASE_URL } from "../base-url";
import { waitForMail } from "../outbox";
import { pdfImages, qrAddressOf, verifyAddresses } from "../qr-codes";
import { credentialsWhen } from "../credential-fixtures";
import { createShareLink } from "../share-fixtures";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

const run = promisify(execFile);
const lastYear = new Date().getUTCFullYear() - 1;
const today = () => new Date().toISOString().slice(0, 10);

/** Whitespace collapsed, so text that wraps or crosses a page reads as one run of words. */
const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/** The PDF's text (pdftotext -layout), its page count (pdfinfo) and, on request, its first page as a PNG. */
async function openPdf(bytes: Buffer, options: { firstPagePng?: boolean } = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-pdf-"));
  try {
    const file = path.join(dir, "report.pdf");
    await fs.writeFile(file, bytes);
    const { stdout: text } = await run("pdftotext", ["-layout", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
    const { stdout: info } = await run("pdfinfo", [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
    let png: Buffer | null = null;
    if (options.firstPagePng) {
      await run("pdftoppm", [
        "-png",
        "-r",
        "70",
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        file,
        path.join(dir, "first-page"),
      ]);
      png = await fs.readFile(path.join(dir, "first-page.png"));
    }
    return { text: normalize(text), pages, png };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** True when every word of `passage` appears in `text` in the same order (other text may sit between). */
function containsInOrder(text: string, passage: string): boolean {
  let from = 0;
  for (const word of normalize(passage).split(" ")) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    from = at + word.length;
  }
  return true;
}

async function createAchievement(api: APIRequestContext, data: Record<string, unknown>): Promise<number> {
  const response = await api.post("/api/achievements", { data: { category: "enterprise_deal", ...data } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const exportPdf = (api: APIRequestContext, achievementIds: unknown, userId?: number) =>
  api.post("/api/export/pdf", { data: { achievementIds, ...(userId ? { userId } : {}) } });

async function pdfBytes(response: APIResponse): Promise<Buffer> {
  expect(response.status(), response.status() === 200 ? "" : await response.text()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return response.body();
}

/** A quota record with a screenshot proof, approved by the server's administrator: a verified row. */
async function verifiedQuotaRecord(api: APIRequestContext): Promise<void> {
  const upload = await api.post("/api/proofs", {
    multipart: { purpose: "quota-proof", file: { name: "q3.png", mimeType: "image/png", buffer: solidPng(16) } },
  });
  expect(upload.status()).toBe(201);
  const created = await api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 3,
      quota: "400000",
      attainment: "500000",
      proofType: "screenshot",
      proofFileId: ((await upload.json()) as { id: number }).id,
    },
  });
  expect(created.status()).toBe(201);
  const record = (await created.json()) as { id: number };
  const admin = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const login = await admin.post("/api/auth/login", {
      data: { email: process.env.QP_TEST_ADMIN_EMAIL, password: process.env.QP_TEST_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const approved = await admin.post(`/api/admin/reviews/quota-record/${record.id}`, {
      data: { decision: "approve" },
    });
    expect(approved.status(), await approved.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}

/** A shareable reference that confirmed through its e-mailed link: a verified reference. */
async function confirmedReference(api: APIRequestContext): Promise<void> {
  const email = `ref-${uniqueSuffix()}@example.com`;
  const created = await api.post("/api/references", {
    data: {
      referenceName: "Casey Customer",
      referenceTitle: "VP Operations",
      referenceCompany: "Globex",
      workingRelationship: "Customer",
      email,
      testimonial: "Ran the best evaluation we have seen.",
      yearsWorkedTogether: 3,
    },
  });
  expect(created.status()).toBe(201);
  const token = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(
    (await waitForMail(api, email, "listed you as a reference")).text,
  )?.[1];
  const outsider = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    expect((await outsider.post(`/api/reference-confirmations/${token}`, { data: {} })).status()).toBe(200);
  } finally {
    await outsider.dispose();
  }
}

/** The rep's credentials' verify pages, sorted (once issued: right after the verifications' requests). */
async function verifyUrls(api: APIRequestContext, itemTypes: CredentialView["itemType"][]): Promise<string[]> {
  const credentials = await credentialsWhen(api, (list) => list.length >= itemTypes.length);
  expect(credentials.map((c) => c.itemType).sort()).toEqual([...itemTypes].sort());
  return credentials.map((c) => c.verifyUrl).sort();
}

/** Each address printed once as "Verify: <address>", and one QR code per address that reads back as it. */
async function expectVerifyCodes(bytes: Buffer, text: string, urls: string[]): Promise<void> {
  expect(verifyAddresses(text).sort()).toEqual(urls);
  for (const url of urls) expect(text).toContain(`Verify: ${url}`);
  const images = await pdfImages(bytes);
  expect(images).toHaveLength(urls.length);
  expect((await Promise.all(images.map((png) => qrAddressOf(png, urls)))).sort()).toEqual(urls);
}

// Four paragraphs, about 2,400 characters, with words found nowhere else in the report.
const LONG_DESCRIPTION = [
  "Quokkaville regional rebuild: inherited a territory that had missed plan for three straight years and rebuilt it account by account. " +
    "Mapped one hundred and forty target accounts, scored each on budget, pain and executive access, and cut the list to the thirty-two that could close inside two quarters. ".repeat(
      2,
    ),
  "Zanzibarite executive program: ran quarterly briefings with the chief financial officer and chief information officer of every strategic account, " +
    "bringing benchmark data from peers so each meeting ended with a named next step, an owner and a date the customer wrote down themselves. ".repeat(
      2,
    ),
  "Marmalade pipeline turnaround: replaced the stalled late-stage deals with a mutual action plan for each, agreed in writing with the economic buyer, " +
    "which moved eleven opportunities into commit within six weeks and held the forecast within three percent of the final number. ".repeat(
      2,
    ),
  "Xylophonic outcome: finished the year at one hundred and thirty-one percent of quota, the largest quarter in company history, " +
    "two new reference customers and a playbook the rest of the region now uses for every enterprise opportunity above two hundred thousand dollars.",
].join("\n\n");

test("a Pro user's PDF holds the selected achievements word for word, the quota figures and their verification", async ({
  newUser,
}, testInfo) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  await verifiedQuotaRecord(rep.api);
  await confirmedReference(rep.api);
  // Their credentials, issued right after the verifications, before the report is made.
  const urls = await verifyUrls(rep.api, ["quota_record", "reference"]);
  const shortId = await createAchievement(rep.api, {
    title: "Closed the Globex platform renewal early",
    description: "Renewed Globex four months early with a 30% uplift.",
    metrics: { dealValue: "1200000" },
  });
  const longId = await createAchievement(rep.api, {
    title: "Rebuilt the Quokkaville territory from a standing start",
    description: LONG_DESCRIPTION,
  });
  await createAchievement(rep.api, {
    title: "Unselected Initech expansion story",
    description: "This one stays out of the report.",
  });

  const response = await exportPdf(rep.api, [shortId, longId], rep.id);
  const disposition = response.headers()["content-disposition"] ?? "";
  const fileName = `${rep.fullName.replace(/ /g, "-")}-QuotaProof-${today()}.pdf`;
  expect(disposition).toContain(`attachment; filename="${fileName}"`);
  const bytes = await pdfBytes(response);
  const pdf = await openPdf(bytes, { firstPagePng: true });
  // Kept in the test's output folder for a person to look at.
  const firstPage = testInfo.outputPath("pdf-first-page.png");
  await fs.writeFile(firstPage, pdf.png!);
  await testInfo.attach("pdf-first-page", { path: firstPage, contentType: "image/png" });

  expect(pdf.text).toContain(rep.fullName);
  expect(pdf.text).toContain("Closed the Globex platform renewal early");
  expect(pdf.text).toContain("Rebuilt the Quokkaville territory from a standing start");
  expect(containsInOrder(pdf.text, LONG_DESCRIPTION), "every word of the long description, in order").toBe(true);
  expect(pdf.text).toContain("$1.2M");
  expect(pdf.text).not.toContain("Unselected Initech expansion story");
  expect(pdf.text).not.toContain("This one stays out of the report.");
  // The quota row: quota, attainment, percent, and who checked it how.
  expect(pdf.text).toContain(`Q3 ${lastYear} $400K $500K 125%`);
  expect(pdf.text).toContain("Reviewed · Dashboard screenshot reviewed ·");
  expect(pdf.text).toContain("Unverified");
  expect(pdf.text).toMatch(/Page 1 of \d+/);
  // The rep's e-mail is never in the report.
  expect(pdf.text).not.toContain(rep.email);

  // The verified quota record and reference carry their verify pages (address and QR code); the unverified
  // achievements none.
  await expectVerifyCodes(bytes, pdf.text, urls);
  expect(pdf.text).toContain("VERIFY THESE FIGURES");

  // The shared page's PDF is made by the same generator: the same addresses and codes.
  const link = await createShareLink(rep.api, [shortId]);
  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const shared = await anonymous.get(`${link.path}/pdf`, { timeout: 120_000 });
    const sharedBytes = await pdfBytes(shared);
    await expectVerifyCodes(sharedBytes, (await openPdf(sharedBytes)).text, urls);
  } finally {
    await anonymous.dispose();
  }
});

test("the page count grows with the content: 2 achievements against 40", async ({ newUser }) => {
  test.setTimeout(120_000);
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const titles = Array.from({ length: 40 }, (_, i) => `Numbered win ${i + 1} of forty`);
  const ids: number[] = [];
  // Sequential creates keep the portfolio order (and the dev server calm).
  for (const title of titles) {
    ids.push(
      await createAchievement(rep.api, {
        title,
        description: `${title}: ${"closed a multi-year agreement with the buying committee. ".repeat(6)}`,
      }),
    );
  }

  const small = await openPdf(await pdfBytes(await exportPdf(rep.api, ids.slice(0, 2))));
  const large = await openPdf(await pdfBytes(await exportPdf(rep.api, ids)));
  expect(large.pages).toBeGreaterThan(small.pages);
  // The ten most recent as cards of a title and a few lines each, the thirty older ones a line each: the cover,
  // two pages of cards at the least and a page of rows.
  expect(large.pages).toBeGreaterThanOrEqual(4);
  expect(large.text).toContain("EARLIER: 30 MORE ACHIEVEMENTS");
  for (const title of titles) expect(large.text).toContain(title);
  expect(small.text).toContain(titles[1]!);
  expect(small.text).not.toContain(titles[2]!);
  expect(large.text).toContain(`Page ${large.pages} of ${large.pages}`);
});

test("a non-Latin name prints in the report and in the file name", async ({ newUser }) => {
  const fullName = "Zoë Łukasiewicz Ωμέγα Анна";
  const rep = await newUser({ fullName });
  await setPlan(rep.email, "pro");
  const id = await createAchievement(rep.api, {
    title: "Won the Kraków logistics account",
    description: "Signed a three-year agreement in Kraków.",
  });

  const response = await exportPdf(rep.api, [id]);
  const disposition = response.headers()["content-disposition"] ?? "";
  const utf8Name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  expect(decodeURIComponent(utf8Name ?? "")).toBe(`Zoë-Łukasiewicz-Ωμέγα-Анна-QuotaProof-${today()}.pdf`);
  const pdf = await openPdf(await pdfBytes(response));
  expect(pdf.text).toContain(fullName);
  expect(pdf.text).toContain("Won the Kraków logistics account");
});

test("a Starter user gets 402 with the plan message and no file", async ({ newUser }) => {
  const rep = await newUser();
  const id = await createAchievement(rep.api, { title: "Starter win", description: "A win on the free plan." });

  const response = await exportPdf(rep.api, [id], rep.id);
  expect(response.status()).toBe(402);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["content-disposition"]).toBeUndefined();
  expect(await response.json()).toEqual({
    error: { code: "plan_limit", message: planFeatureMessage("starter", "exports") },
  });
});

test("bad requests: another user's achievement 404, nothing to show 422, another userId 403, signed out 401", async ({
  newUser,
}) => {
  const rep = await newUser();
  const other = await newUser();
  await setPlan(rep.email, "pro");
  const own = await createAchievement(rep.api, { title: "Own win", description: "Mine." });
  const foreign = await createAchievement(other.api, { title: "Someone else's win", description: "Theirs." });

  const notFound = await exportPdf(rep.api, [own, foreign]);
  expect(notFound.status()).toBe(404);
  expect((await notFound.json()).error.code).toBe("not_found");

  // No achievement chosen and nothing else in the book: a report would be empty.
  const nothing = await exportPdf(rep.api, []);
  expect(nothing.status()).toBe(422);
  expect((await nothing.json()).error).toMatchObject({
    message: NOTHING_TO_SHARE_MESSAGE,
    fields: { sections: NOTHING_TO_SHARE_MESSAGE },
  });

  expect((await exportPdf(rep.api, [own], other.id)).status()).toBe(403);

  const anonymous = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const signedOut = await exportPdf(anonymous, [own]);
    expect(signedOut.status()).toBe(401);
    expect((await signedOut.json()).error.code).toBe("unauthorized");
  } finally {
    await anonymous.dispose();
  }
});

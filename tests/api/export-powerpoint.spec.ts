// The PowerPoint export, opened the way a recruiter would: the .pptx goes through LibreOffice Impress to PDF
// (`soffice --convert-to pdf`), and the PDF's text and page count tell what the deck holds; the verify codes are
// read from the slides themselves. Also the plan gate and the Google Slides export on a server without Google
// credentials (a Slides-ready .pptx download).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { credentialsWhen } from "../credential-fixtures";
import { planFeatureMessage } from "../../lib/plans";
import { BASE_URL } from "../base-url";
import { managerRequest } from "../devices";
import { signingPath, waitForMail } from "../outbox";
import { openDeckParts, qrAddressOf, verifyAddresses } from "../qr-codes";
import { expect, setPlan, test, uniqueSuffix, type RegisteredUser } from "./helpers";

const exec = promisify(execFile);
const PPTX_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const lastYear = new Date().getUTCFullYear() - 1;

// LibreOffice takes a few seconds per deck, more on a busy machine.
test.describe.configure({ timeout: 180_000 });

type Deck = { text: string; words: Set<string>; pages: number };

/** Converts the deck to PDF with LibreOffice (a profile folder per run keeps parallel runs apart); attaches the PDF. */
async function openDeck(bytes: Buffer, testInfo: TestInfo, name: string): Promise<Deck> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qp-deck-"));
  try {
    const deck = path.join(dir, `${name}.pptx`);
    fs.writeFileSync(deck, bytes);
    await exec(
      "soffice",
      ["--headless", `-env:UserInstallation=file://${dir}/profile`, "--convert-to", "pdf", "--outdir", dir, deck],
      { timeout: 150_000 },
    );
    const pdf = path.join(dir, `${name}.pdf`);
    expect(fs.existsSync(pdf), "LibreOffice converted the deck").toBe(true);
    await testInfo.attach(`${name}.pdf`, { path: pdf, contentType: "application/pdf" });
    const text = (await exec("pdftotext", ["-enc", "UTF-8", pdf, "-"])).stdout.replace(/\s+/g, " ");
    const pages = Number(/Pages:\s+(\d+)/.exec((await exec("pdfinfo", [pdf])).stdout)?.[1]);
    return { text, words: new Set(text.split(" ")), pages };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function createAchievement(user: RegisteredUser, title: string, description: string): Promise<number> {
  const response = await user.api.post("/api/achievements", { data: { title, description } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function exportDeck(api: APIRequestContext, endpoint: "powerpoint" | "google-slides", achievementIds: number[]) {
  return api.post(`/api/export/${endpoint}`, { data: { achievementIds } });
}

/** A Q2 quota record of last year that the manager e-signs with their title, so it is verified. */
async function signedQuotaRecord(user: RegisteredUser, manager: { name: string; email: string; title: string }) {
  const created = await user.api.post("/api/quota-records", {
    data: {
      year: lastYear,
      periodType: "quarterly",
      quarter: 2,
      quota: "300000",
      attainment: "330000",
      proofType: "manager_esign",
      managerName: manager.name,
      managerEmail: manager.email,
    },
  });
  expect(created.status()).toBe(201);
  const link = signingPath(await waitForMail(user.api, manager.email, "asks you to confirm their quota results"));
  // The manager signs from their own device: the rep's session or browser would only queue it for review.
  const managerApi = managerRequest(BASE_URL);
  try {
    const signed = await managerApi.post(`/api${link}/sign`, {
      data: { fullName: manager.name, title: manager.title, consent: true },
    });
    expect(signed.status()).toBe(200);
    expect((await signed.json()).verification).toBe("verified");
  } finally {
    await managerApi.dispose();
  }
}

test("a Pro rep's deck holds the selected achievements, the rep, the verification and every word of a long text", async ({
  newUser,
}, testInfo) => {
  const id = uniqueSuffix();
  const rep = await newUser({ fullName: `Morgan Deckard ${id}` });
  await setPlan(rep.email, "pro");
  const manager = {
    name: `Priya Signer ${id}`,
    email: `deck.manager.${id}@example.com`,
    title: "Regional Vice President",
  };
  await signedQuotaRecord(rep, manager);
  // Its credential, issued right after the signature, before the deck is made.
  const credentials = await credentialsWhen(rep.api, (list) => list.length > 0);

  // 600 distinct words: far more than one slide holds.
  const longWords = Array.from({ length: 600 }, (_, i) => `lw${i}q`);
  const long = await createAchievement(rep, `Rebuilt the Globex territory ${id}`, longWords.join(" "));
  const short = await createAchievement(
    rep,
    `Launched the Initech partner program ${id}`,
    "Signed 12 partners in two quarters.",
  );
  await createAchievement(rep, `Renewed the Umbrella account ${id}`, "A renewal that must stay out of this deck.");

  const response = await exportDeck(rep.api, "powerpoint", [long, short]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe(PPTX_TYPE);
  expect(response.headers()["content-disposition"]).toContain(`filename="Morgan-Deckard-${id}-QuotaProof-`);
  expect(response.headers()["content-disposition"]).toMatch(/\.pptx"/);
  const bytes = await response.body();
  const deck = await openDeck(bytes, testInfo, "selected");

  expect(deck.text).toContain(`Rebuilt the Globex territory ${id}`);
  expect(deck.text).toContain(`Launched the Initech partner program ${id}`);
  expect(deck.text).not.toContain(`Renewed the Umbrella account ${id}`);
  expect(deck.text).not.toContain("must stay out of this deck");
  expect(deck.text).toContain(`Morgan Deckard ${id}`);
  // The achievements carry their verification line, the verification slide the signed quota record and its signer.
  expect(deck.text).toContain("Unverified");
  expect(deck.text).toContain(`Q2 ${lastYear} quota: 110% of $300K`);
  expect(deck.text).toContain("Manager e-signature");
  expect(deck.text).toContain(`Priya Signer ${id}`);
  // The evidence: the domain the manager signed from, never their address.
  expect(deck.text).toContain("E-mail domain");
  expect(deck.text).toContain("example.com");
  expect(deck.text).not.toContain(manager.email);
  // The long text continues over "(continued)" slides with no word lost.
  expect(deck.text).toContain(`Rebuilt the Globex territory ${id} (continued)`);
  expect(longWords.filter((word) => !deck.words.has(word))).toEqual([]);

  // The signed record's verify page: its address as a link and its QR code, on the record's closing slides; the
  // unverified achievements have none.
  expect(credentials.map((c) => c.itemType)).toEqual(["quota_record"]);
  const url = credentials[0]!.verifyUrl;
  const parts = await openDeckParts(bytes);
  expect(parts.slides).toContain(`<a:t>${url}</a:t>`);
  expect(parts.rels).toContain(`Target="${url}"`);
  // (The code's picture names the address in its alternative text too.)
  expect([...new Set(verifyAddresses(parts.slides))]).toEqual([url]);
  expect(parts.media).toHaveLength(1);
  expect(await qrAddressOf(parts.media[0]!, [url])).toBe(url);
  expect(deck.text).toContain("Check each item online");
});

test("the deck grows by one slide per added achievement", async ({ newUser }, testInfo) => {
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const ids = [
    await createAchievement(rep, "Closed the Acme expansion", "Expanded Acme from 200 to 900 seats."),
    await createAchievement(rep, "Won the Hooli logo", "Displaced the incumbent in a 90-day cycle."),
    await createAchievement(rep, "Built the partner channel", "Sourced 30% of new pipeline through partners."),
  ];

  const one = await openDeck(await (await exportDeck(rep.api, "powerpoint", ids.slice(0, 1))).body(), testInfo, "one");
  const three = await openDeck(await (await exportDeck(rep.api, "powerpoint", ids)).body(), testInfo, "three");
  expect(three.pages).toBe(one.pages + 2);
  expect(one.text).not.toContain("Won the Hooli logo");
  expect(three.text).toContain("Won the Hooli logo");
});

test("a Starter rep gets 402 from the PowerPoint and Google Slides exports", async ({ newUser }) => {
  const rep = await newUser();
  const achievement = await createAchievement(rep, "Closed the Acme expansion", "Expanded Acme from 200 to 900 seats.");
  for (const endpoint of ["powerpoint", "google-slides"] as const) {
    const response = await exportDeck(rep.api, endpoint, [achievement]);
    expect(response.status(), endpoint).toBe(402);
    expect(await response.json()).toEqual({
      error: { code: "plan_limit", message: planFeatureMessage("starter", "exports") },
    });
  }
});

test("without Google credentials the Google Slides export answers a Slides-ready .pptx download", async ({
  newUser,
}, testInfo) => {
  const rep = await newUser({ fullName: `Slides Ready ${uniqueSuffix()}` });
  await setPlan(rep.email, "pro");
  const connection = await rep.api.get("/api/google/connection");
  expect(await connection.json()).toEqual({ configured: false, connected: false });
  const achievement = await createAchievement(rep, "Closed the Acme expansion", "Expanded Acme from 200 to 900 seats.");

  const response = await exportDeck(rep.api, "google-slides", [achievement]);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-slides-delivery"]).toBe("download");
  expect(response.headers()["content-type"]).toBe(PPTX_TYPE);
  expect(response.headers()["content-disposition"]).toMatch(/-Google-Slides\.pptx"/);
  const deck = await openDeck(await response.body(), testInfo, "slides-ready");
  expect(deck.text).toContain("Closed the Acme expansion");
  expect(deck.text).toContain(rep.fullName);
});

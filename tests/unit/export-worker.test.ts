// The export worker pool: a render (PDF, deck, share images, team workbook) runs off the event loop and answers
// the file's bytes; one past its time limit
// is stopped with a 503 that says to try again (never a hung request), one past its memory limit with a 422.
// The files it makes carry each verified item's verify page: its address as text and a link, and its QR code.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { ApiError } from "@/lib/server/errors";
import { qrCodePng } from "@/lib/server/export/qr-code";
import {
  closeExportWorkers,
  renderInWorker,
  TOO_BIG_MESSAGE,
  TOO_SLOW_MESSAGE,
} from "@/lib/server/export/render-in-worker";
import type { PortfolioSnapshot } from "@/lib/server/export/snapshot";
import { exportSnapshot } from "../fixtures/export-snapshot";
import { openDeckParts, pdfImages, pdfLinks, qrAddressOf, verifyAddresses } from "../qr-codes";

jest.setTimeout(120_000);

beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-workers.mjs"], { stdio: "ignore" });
});
afterAll(() => closeExportWorkers());

/** The PDF's text as poppler lays it out, the way a recruiter's viewer reads it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const child = promisify(execFile)("pdftotext", ["-layout", "-", "-"], { maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin!.end(Buffer.from(pdf));
  return (await child).stdout;
}

test("renders a PDF, a deck and the share images in a worker", async () => {
  const snapshot = exportSnapshot({ achievements: 3 });
  const pdf = await renderInWorker({ kind: "pdf", snapshot });
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
  const deck = await renderInWorker({ kind: "pptx", snapshot });
  expect(Buffer.from(deck.subarray(0, 2)).toString()).toBe("PK"); // a zip
  const png = [0x89, 0x50, 0x4e, 0x47];
  expect([...(await renderInWorker({ kind: "share-preview", snapshot })).subarray(0, 4)]).toEqual(png);
  expect([...(await renderInWorker({ kind: "linkedin-badge", snapshot })).subarray(0, 4)]).toEqual(png);
  const rows = [
    { name: "Ana", email: "ana@acme.test", role: "member", manager: "", segment: "SMB", period: "2025" },
  ].map((row) => ({
    ...row,
    quota: 100,
    attainment: 120,
    attainmentPercent: 120,
    verification: "verified",
    completion: 80,
  }));
  const batch = new TextEncoder().encode(JSON.stringify(rows));
  const workbook = await renderInWorker({ kind: "team-xlsx", orgName: "Acme", batches: [batch, batch] });
  expect(Buffer.from(workbook.subarray(0, 2)).toString()).toBe("PK");
  const csv = new TextDecoder().decode(await renderInWorker({ kind: "team-csv", batch, withHeader: true }));
  expect(csv.split("\r\n")).toEqual([
    expect.stringMatching(/^Name,Email,/),
    "Ana,ana@acme.test,member,,SMB,2025,100,120,120,verified,80",
    "",
  ]);
});

test("a render past its time limit is stopped with 503 and Retry-After, and the event loop stays free", async () => {
  let ticks = 0;
  const ticker = setInterval(() => (ticks += 1), 5);
  const started = Date.now();
  const error = await renderInWorker(
    { kind: "pdf", snapshot: exportSnapshot({ achievements: 300 }) },
    {
      timeLimitMs: 100,
      heapLimitMb: 512,
    },
  ).catch((e: unknown) => e);
  clearInterval(ticker);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 503, message: TOO_SLOW_MESSAGE, headers: { "Retry-After": "60" } });
  expect(ticks).toBeGreaterThan(5);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test("a render past its memory limit answers 422", async () => {
  const error = await renderInWorker(
    { kind: "pdf", snapshot: exportSnapshot({ achievements: 300 }) },
    {
      timeLimitMs: 60_000,
      heapLimitMb: 24,
    },
  ).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 422, message: TOO_BIG_MESSAGE });
});

test("a 500-achievement PDF shows the 10 most recent in full and every older one as a line of its own", async () => {
  const snapshot = exportSnapshot({ achievements: 500 });
  const pdf = Buffer.from(await renderInWorker({ kind: "pdf", snapshot }));
  const text = await pdfText(pdf);
  for (const a of snapshot.achievements) expect(text).toContain(a.title);
  expect(text).toContain("EARLIER: 490 MORE ACHIEVEMENTS");
  // A full card carries its story; an older item is one row: title, category, verification.
  expect(text).toMatch(/Achievement 10: closed the Hooli expansion\s*\n[\s\S]*?Built a champion in finance/);
  expect(text).toMatch(/Achievement 11: closed the Acme expansion · Enterprise Deal +Pending verification/);
  expect(text).toMatch(/Achievement 500: closed the Hooli expansion · Enterprise Deal +Pending verification/);
  expect(text).toMatch(/Achievement 13: closed the Initech expansion · Enterprise Deal +Verified · /);
  expect(text.match(/Built a champion in finance/g)).toHaveLength(10);
  // An older verified item links to its verify page; only the full cards draw a QR code.
  const links = pdfLinks(pdf);
  expect(links).toContain(snapshot.achievements[499 - (499 % 3)]!.credential!.verifyUrl);
  const verifiedOpen = snapshot.achievements.slice(0, 10).filter((a) => a.verification.state === "verified").length;
  expect(await pdfImages(pdf)).toHaveLength(6 + verifiedOpen + 1); // quota periods, open achievements, reference
  expect(Number(/Page 1 of (\d+)/.exec(text)?.[1])).toBeLessThan(30);
});

describe("verify codes", () => {
  const STALE = "https://quotaproof.example/verify/stale-link";
  /**
   * The fixture has six verified quota periods, two verified achievements and a verified reference, each with its
   * credential; here a pending achievement also carries a (stale) credential link: without a verified badge it must
   * show neither.
   */
  function snapshotWithStaleLink(tier: "pro" | "starter" = "pro"): PortfolioSnapshot {
    const snapshot = exportSnapshot({ achievements: 5, tier });
    const pending = snapshot.achievements[1]!;
    expect(pending.verification.state).toBe("pending");
    snapshot.achievements[1] = { ...pending, credential: { id: "stale-link", verifyUrl: STALE } };
    return snapshot;
  }
  const verifiedAddresses = (snapshot: PortfolioSnapshot) =>
    [...snapshot.quota.records, ...snapshot.achievements, ...snapshot.references]
      .filter((item) => item.verification.state === "verified")
      .map((item) => item.credential!.verifyUrl)
      .sort();
  const distinct = (values: readonly (string | null)[]) => [...new Set(values)].sort();

  test("the PDF prints, links and shows as a QR code each verified item's verify page, and no other", async () => {
    const snapshot = snapshotWithStaleLink();
    const expected = verifiedAddresses(snapshot);
    expect(expected).toHaveLength(9);
    const pdf = Buffer.from(await renderInWorker({ kind: "pdf", snapshot }));

    const text = await pdfText(pdf);
    expect(distinct(verifyAddresses(text))).toEqual(expected);
    for (const url of expected) expect(text).toContain(`Verify: ${url}`);
    expect(text).toContain("VERIFY THESE FIGURES");
    expect(text).not.toContain("stale-link");
    expect(distinct(pdfLinks(pdf))).toEqual(expected);

    // One code per verified item, each encoding its own address (the PDF holds no other picture).
    const images = await pdfImages(pdf);
    expect(images).toHaveLength(expected.length);
    const read = await Promise.all(images.map((png) => qrAddressOf(png, [...expected, STALE])));
    expect(read.sort()).toEqual(expected);
  });

  test("the deck's slides hold each verified item's address as a link and its QR code, and no other", async () => {
    const snapshot = snapshotWithStaleLink();
    const expected = verifiedAddresses(snapshot);
    const deck = await openDeckParts(Buffer.from(await renderInWorker({ kind: "pptx", snapshot })));

    for (const url of expected) {
      expect(deck.slides).toContain(`<a:t>${url}</a:t>`);
      expect(deck.rels).toContain(`Target="${url}"`);
    }
    expect(distinct(verifyAddresses(deck.slides))).toEqual(expected);
    expect(deck.slides).not.toContain("stale-link");
    expect(deck.rels).not.toContain("stale-link");
    expect(deck.slides).toContain("Check each item online");

    // The achievements' panels and the grid of quota periods and the reference: each code once.
    expect(deck.media).toHaveLength(expected.length);
    const read = await Promise.all(deck.media.map((png) => qrAddressOf(png, [...expected, STALE])));
    expect(read.sort()).toEqual(expected);
  });

  test("a plan without verified badges (Starter's watermark) gets no codes and no addresses", async () => {
    const snapshot = snapshotWithStaleLink("starter");
    expect(snapshot.owner.verifiedBadge).toBe(false);
    const pdf = Buffer.from(await renderInWorker({ kind: "pdf", snapshot }));
    expect(verifyAddresses(await pdfText(pdf))).toEqual([]);
    expect(pdfLinks(pdf)).toEqual([]);
    expect(await pdfImages(pdf)).toEqual([]);
    const deck = await openDeckParts(Buffer.from(await renderInWorker({ kind: "pptx", snapshot })));
    expect(verifyAddresses(deck.slides)).toEqual([]);
    expect(deck.rels).not.toContain("/verify/");
    expect(deck.media).toEqual([]);
  });

  test("a code is a black-and-white PNG of the address and of nothing else", async () => {
    const url = "https://app.quotaproof.example/verify/Zm9vYmFyLWJhei1xdXV4";
    const png = qrCodePng(url);
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join("")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(png.readUInt32BE(20)); // square
    expect([png[24], png[25]]).toEqual([1, 0]); // 1 bit per pixel, grey, no alpha
    expect(await qrAddressOf(png, [url])).toBe(url);
    expect(await qrAddressOf(png, [`${url}x`, url.replace("Zm9v", "Zm9w")])).toBeNull();
  });
});

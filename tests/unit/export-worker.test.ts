// The export worker pool: a render (PDF, deck, share images, team workbook) runs off the event loop and answers
// the file's bytes; one past its time limit
// is stopped with a 503 that says to try again (never a hung request), one past its memory limit with a 422.
import { execFileSync } from "node:child_process";
import { ApiError } from "@/lib/server/errors";
import {
  closeExportWorkers,
  renderInWorker,
  TOO_BIG_MESSAGE,
  TOO_SLOW_MESSAGE,
} from "@/lib/server/export/render-in-worker";
import { exportSnapshot } from "../fixtures/export-snapshot";

jest.setTimeout(120_000);

beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-workers.mjs"], { stdio: "ignore" });
});
afterAll(() => closeExportWorkers());

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
  const workbook = await renderInWorker({ kind: "team-xlsx", orgName: "Acme", rows });
  expect(Buffer.from(workbook.subarray(0, 2)).toString()).toBe("PK");
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

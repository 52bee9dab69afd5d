// Exports render in worker threads, so a big one holds up nobody: while the PDF of ~500 achievements is made, the
// health probe keeps answering within 200 ms. A rep may have two exports under way (a third answers 429 with
// Retry-After), and so may their document uploads. A shared portfolio's PDF and preview image are rendered once per link and portfolio version: the
// second request is served from the cache, and an edit makes a new file.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import ExcelJS from "exceljs";
import { createShareLink } from "../share-fixtures";
import { expect, setPlan, test, uniqueSuffix } from "./helpers";

const run = promisify(execFile);

/**
 * Creates `count` achievements, four requests at a time (the database runs in the server's process: more at once
 * would slow the tests running beside this one); answers their ids.
 */
async function createAchievements(api: APIRequestContext, count: number, title = (i: number) => `Deal ${i}`) {
  const ids: number[] = [];
  const batch = 4;
  for (let start = 0; start < count; start += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async (_, offset) => {
        const i = start + offset;
        const response = await api.post("/api/achievements", {
          data: {
            title: title(i),
            description: `Won a multi-year renewal with a new executive sponsor (number ${i}), ahead of plan and with a cleaner contract than the year before.`,
            tags: "enterprise, renewal",
            metrics: { dealValue: String(100_000 + i) },
          },
        });
        expect(response.status(), await response.text()).toBe(201);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    ids.push(...made);
  }
  return ids;
}

/** Milliseconds a GET /api/health takes, with its status. */
async function timedHealth(api: APIRequestContext): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await api.get("/api/health");
  return { ms: performance.now() - started, status: response.status() };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "shared-pdf-"));
  try {
    await fs.writeFile(path.join(dir, "p.pdf"), bytes);
    const { stdout } = await run("pdftotext", [path.join(dir, "p.pdf"), "-"], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.replace(/\s+/g, " ");
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const renderCache = (response: APIResponse) => response.headers()["x-render-cache"];

test("a PDF of 500 achievements renders while health answers within 200 ms; a third export at once answers 429", async ({
  newUser,
  request,
}) => {
  test.setTimeout(600_000);
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const ids = await createAchievements(rep.api, 500);

  let exportDone = false;
  const bigExport = rep.api
    .post("/api/export/pdf", { data: { achievementIds: ids }, timeout: 300_000 })
    .finally(() => (exportDone = true));
  // Health is probed from the start of the render to its end.
  const probing = (async () => {
    const taken: { ms: number; status: number }[] = [];
    while (!exportDone) {
      taken.push(await timedHealth(request));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return taken;
  })();

  // While it renders, the rep's two more exports: one fits their share of the queue, the other is refused.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(exportDone, "the big export should still be rendering").toBe(false);
  const more = await Promise.all([
    rep.api.post("/api/export/pdf", { data: { achievementIds: ids.slice(0, 1) }, timeout: 300_000 }),
    rep.api.post("/api/export/powerpoint", { data: { achievementIds: ids.slice(0, 1) }, timeout: 300_000 }),
  ]);
  const refused = more.filter((response) => response.status() === 429);
  expect(more.map((response) => response.status()).sort()).toEqual([200, 429]);
  expect(Number(refused[0]!.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused[0]!.json()).error.code).toBe("too_many_requests");

  // The health probes taken while the big export rendered (they started with it, above).
  const probes = await probing;
  const response = await bigExport;
  expect(response.status(), response.status() === 200 ? "" : await response.text()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const text = await pdfText(await response.body());
  expect(text).toContain("Deal 0");
  expect(text).toContain("Deal 499");

  // The export took long enough to be probed several times, and the probes were answered promptly. Rendered on
  // the event loop, a probe would wait for the render (seconds). Other tests load this 2-core machine too, so one
  // probe may be slow now and then: the typical (median) probe must be quick, and none may wait for the render.
  expect(probes.length, "health probes taken during the export").toBeGreaterThanOrEqual(3);
  expect(probes.every((probe) => probe.status === 200)).toBe(true);
  const times = probes.map((probe) => probe.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const slowest = times.at(-1)!;
  const summary = `${probes.length} probes, median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`;
  test.info().annotations.push({ type: "health during export", description: summary });
  expect(median, summary).toBeLessThan(200);
  expect(slowest, summary).toBeLessThan(2_500);
});

test("a shared PDF and preview image are served from the cache on the second request and change after an edit", async ({
  newUser,
  request,
}) => {
  test.setTimeout(180_000);
  const rep = await newUser();
  await setPlan(rep.email, "pro");
  const suffix = uniqueSuffix();
  const [id] = await createAchievements(rep.api, 1, () => `Closed Initech ${suffix}`);
  const { path: page } = await createShareLink(rep.api, [id!]);
  // The rep's credentials follow these writes right after their requests, and a render is keyed by the credentials'
  // version too: the credentials job brings them in line first, so the first render is not of a version about to move.
  const job = await request.get("/api/cron/credentials", {
    headers: { authorization: `Bearer ${process.env.QP_TEST_CRON_SECRET}` },
  });
  expect(job.status()).toBe(200);

  const first = await request.get(`${page}/pdf`, { timeout: 120_000 });
  expect(first.status()).toBe(200);
  expect(renderCache(first)).toBe("miss");
  const second = await request.get(`${page}/pdf`);
  expect(second.status()).toBe(200);
  expect(renderCache(second)).toBe("hit");
  expect((await second.body()).equals(await first.body())).toBe(true);
  expect(await pdfText(await first.body())).toContain(`Closed Initech ${suffix}`);

  const image = await request.get(`${page}/opengraph-image`, { timeout: 120_000 });
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(renderCache(image)).toBe("miss");
  expect(renderCache(await request.get(`${page}/opengraph-image`))).toBe("hit");

  // An edit raises the portfolio version: a new PDF with the new title.
  const renamed = `Closed Globex ${suffix}`;
  expect((await rep.api.put(`/api/achievements/${id}`, { data: { title: renamed } })).status()).toBe(200);
  const edited = await request.get(`${page}/pdf`, { timeout: 120_000 });
  expect(edited.status()).toBe(200);
  expect(renderCache(edited)).toBe("miss");
  const editedText = await pdfText(await edited.body());
  expect(editedText).toContain(renamed);
  expect(editedText).not.toContain(`Closed Initech ${suffix}`);
  expect(renderCache(await request.get(`${page}/opengraph-image`, { timeout: 120_000 }))).toBe("miss");
});

/** A real spreadsheet the import worker takes a second or more to read: 45,000 rows of readings. */
async function slowWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Readings");
  sheet.addRow(["Sensor", "Reading", "Offset"]);
  for (let i = 0; i < 45_000; i++) sheet.addRow([`S${i % 211}`, (i * 7919) % 10_007, (i * 31) % 997]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test("a rep's third document upload at once answers 429 with Retry-After", async ({ newUser }) => {
  test.setTimeout(180_000);
  const rep = await newUser();
  const upload = (name: string, buffer: Buffer) =>
    rep.api.post("/api/documents/upload", {
      multipart: { document: { name, mimeType: "application/octet-stream", buffer }, userId: String(rep.id) },
      timeout: 120_000,
    });
  // Two slow uploads at once, then small ones one after another while those are read, until one is refused: the
  // first upload to arrive while two others are being read (a small one, or the second slow one if a small one got
  // in before it). Rules about which one are the queue's (tests/unit/work-queue.test.ts); this checks the route's
  // answer, whichever request body the server happens to finish receiving first.
  const slow = await slowWorkbook();
  const answers: APIResponse[] = [];
  let settled = 0;
  const both = [upload("readings-1.xlsx", slow), upload("readings-2.xlsx", slow)].map((pending) =>
    pending.then((answer) => {
      settled++;
      answers.push(answer);
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 250));
  const note = Buffer.from("Account Executive at Initech, 2021 to 2024. 118% of quota in FY2023.");
  const refusedYet = () => answers.some((answer) => answer.status() === 429);
  while (!refusedYet() && settled < 2) answers.push(await upload("note.txt", note));
  await Promise.all(both);
  const refused = answers.filter((answer) => answer.status() === 429);
  expect(refused.length, "no upload was refused while two were being read").toBeGreaterThan(0);
  expect(Number(refused[0]!.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused[0]!.json()).error.message).toContain("still being read");
  // Every other upload was read in full: a refusal is for the one over the limit, not for the two being read.
  for (const answer of answers) if (answer.status() !== 429) expect(answer.status(), await answer.text()).toBe(200);
});

// The hostile documents that once stalled or crashed the server: read with an XML parser and a sheet guard, they
// are refused with the clear errors; and the worker that reads uploads is stopped when it overruns its time.
import { execFileSync } from "node:child_process";
import { extractPortfolioItems, readDocument } from "@/lib/server/import";
import { ImportError } from "@/lib/server/import/errors";
import { closeImportWorkers, parseInWorker, TOO_SLOW_MESSAGE } from "@/lib/server/import/parse-in-worker";
import { deeplyNestedDeck, farColumnWorkbook, unclosedParagraphsDeck } from "../hostile-documents";

async function refusal(bytes: Buffer, name: string): Promise<ImportError> {
  try {
    await readDocument(new Uint8Array(bytes), name);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error(`${name} was read`);
}

describe("hostile documents", () => {
  it("a deck of unclosed paragraphs is not well-formed XML: refused as unreadable", async () => {
    const deck = await unclosedParagraphsDeck();
    expect(deck.length).toBeGreaterThan(50_000);
    const error = await refusal(deck, "deck.pptx");
    expect(error.apiCode).toBe("validation_error");
    expect(error.message).toMatch(/PowerPoint/);
  });

  it("a workbook with cells in column XFD is refused before it is loaded", async () => {
    const error = await refusal(await farColumnWorkbook(), "quota.xlsx");
    expect(error.apiCode).toBe("too_large");
    expect(error.message).toContain("column XFD");
  });

  it("a deck nested 60,000 levels deep is refused", async () => {
    const error = await refusal(await deeplyNestedDeck(), "deep.pptx");
    expect(error.apiCode).toBe("validation_error");
  });
});

describe("a work history built to be slow", () => {
  it("3,000 dated lines of 200 parts each are read in seconds, not minutes", () => {
    const list = Array.from({ length: 200 }, (_, i) => `Part${i}`).join(", ");
    const text = [
      "Experience",
      ...Array.from({ length: 3000 }, (_, i) => `Account Executive, Company ${i}, ${list} | Jan 2019 - Mar 2020`),
    ].join("\n");
    // This process's CPU time rather than the clock, which other test workers on a shared 2-core machine stretch.
    // Even so, it was seen at 32 s inside a full run (4 s alone): the bound is loose, and still fails the reading
    // this test guards against, which took over two minutes before it was bounded.
    const started = process.cpuUsage();
    const data = extractPortfolioItems({ kind: "txt", text });
    const spent = process.cpuUsage(started);
    expect((spent.user + spent.system) / 1000).toBeLessThan(60_000);
    expect(Array.isArray(data.experiences)).toBe(true);
  }, 180_000);
});

describe("parseInWorker", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["scripts/build-workers.mjs"], { stdio: "ignore" });
  });
  afterAll(() => closeImportWorkers());

  it("reads a document in a worker and answers its built-in extraction", async () => {
    const text = "Jordan Ellis\nAccount Executive at Acme Corp\nPresident's Club 2023\n";
    const parsed = await parseInWorker(new TextEncoder().encode(text), "resume.txt");
    expect(parsed.document.kind).toBe("txt");
    expect(parsed.document.text).toContain("Acme Corp");
    // A second upload reuses the warm worker and reads just as well.
    const again = await parseInWorker(new TextEncoder().encode(text.replace("Acme", "Globex")), "resume.txt");
    expect(again.document.text).toContain("Globex Corp");
  });

  it("answers the worker's clear error for a bad file", async () => {
    await expect(parseInWorker(new Uint8Array(await farColumnWorkbook()), "q.xlsx")).rejects.toMatchObject({
      apiCode: "too_large",
    });
  });

  it("stops a worker past its time limit with a clear 422, and the event loop stays free meanwhile", async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    await expect(
      parseInWorker(new Uint8Array(await deeplyNestedDeck(20_000)), "deep.pptx", { timeLimitMs: 50, heapLimitMb: 128 }),
    ).rejects.toMatchObject({ apiCode: "validation_error", message: TOO_SLOW_MESSAGE });
    clearInterval(ticker);
    expect(ticks).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

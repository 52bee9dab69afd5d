// Smart import extraction time (readDocument + extractPortfolioItems in a fresh worker thread, exactly as
// POST /api/documents/upload runs them) on a generated 10-page PDF resume and a generated 5,000-row quota
// spreadsheet. Budget: 1 s each. The first (unmeasured) run starts the worker; the server keeps it warm the same way.
// Also OCR: seconds per page for a real resume without a text layer (its glyphs drawn as outlines) from the shared
// corpus beside the project (../shared/resume-corpus), through the same worker. Budget: 3 s a page.
// scripts/bench.ts calls extractionTimes(); alone: npx tsx --conditions=react-server scripts/bench-extraction.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import ExcelJS from "exceljs";
import { closeImportWorkers, parseInWorker } from "../lib/server/import/parse-in-worker";
import { countExtractedItems } from "../lib/validators/import";

const BUDGET_MS = 1000;
const RUNS = 3;
const OCR_BUDGET_MS_PER_PAGE = 3000;
/** A public resume whose every glyph is a vector outline: no text layer, so each page is read by OCR. */
const OCR_DOCUMENT = "../shared/resume-corpus/mporter-1.pdf";

/** pdfkit ships no types: the few calls made here. */
type PdfKitDocument = {
  on(event: "data", listener: (chunk: Buffer) => void): void;
  on(event: "end", listener: () => void): void;
  addPage(): PdfKitDocument;
  font(name: string): PdfKitDocument;
  fontSize(size: number): PdfKitDocument;
  text(text: string, options?: object): PdfKitDocument;
  moveDown(lines?: number): PdfKitDocument;
  end(): void;
};

const COMPANIES = [
  "Northwind",
  "Contoso",
  "Fabrikam",
  "Tailspin",
  "Litware",
  "Proseware",
  "Wingtip",
  "Adatum",
  "Fourth Coffee",
  "Lucerne",
];
const TITLES = [
  "Enterprise Account Executive",
  "Senior Account Executive",
  "Regional Sales Manager",
  "Strategic Account Director",
];
const CUSTOMERS = [
  "Globex",
  "Acme Health",
  "Umbrella Insurance",
  "Initech",
  "Woodgrove Bank",
  "Coho Winery",
  "Alpine Ski House",
  "Blue Yonder",
];
const VERBS = ["Generated", "Sourced", "Built", "Created"];
const PROGRAMS = [
  "an executive outbound program",
  "a partner referral motion",
  "a customer advisory board",
  "a regional event series",
];

/**
 * A resume-like PDF of `pages` pages: a running header and footer (dropped by the reader), then per page a role
 * with quarterly quota lines, won deals and achievements, each page worded differently; executive contacts last.
 */
export async function resumePdf(pages: number): Promise<Uint8Array> {
  const PDFDocument = createRequire(import.meta.url)("pdfkit") as new (options: object) => PdfKitDocument;
  const doc = new PDFDocument({ size: "LETTER", margin: 54 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", resolve));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    const year = 2025 - page;
    const company = `${COMPANIES[page % COMPANIES.length]} ${["Software", "Cloud", "Analytics", "Systems"][page % 4]}`;
    doc.font("Helvetica").fontSize(8).text("Jordan Rivera · Resume · jordan.rivera@example.com");
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(`${TITLES[page % TITLES.length]}, ${company} — Jan ${year} - Dec ${year}`);
    doc.font("Helvetica").fontSize(10).moveDown(0.5);
    for (let quarter = 1; quarter <= 4; quarter++) {
      doc.text(
        `• Achieved ${100 + ((page * 7 + quarter * 11) % 45)}% of $${500 + quarter * 25}K quota in Q${quarter} ${year}.`,
      );
    }
    for (let i = 0; i < 6; i++) {
      const customer = `${CUSTOMERS[(page + i) % CUSTOMERS.length]} ${COMPANIES[(page * 6 + i) % COMPANIES.length]} Group`;
      doc.text(
        `• Closed a $${(i + 2) * 110 + page}K ARR agreement with ${customer} after a ${i + 4}-month cycle against ${page % 2 ? "Oracle" : "Salesforce"}.`,
      );
    }
    for (let i = 0; i < 8; i++) {
      const program = PROGRAMS[(page + i) % PROGRAMS.length];
      doc.text(
        `• ${VERBS[i % VERBS.length]} $${(page * 8 + i + 10) / 10}M in qualified pipeline in ${year} through ${program} with team ${page * 8 + i}.`,
      );
      doc.text(
        `• Expanded the ${CUSTOMERS[(page + i) % CUSTOMERS.length]} ${i}${page} account from $${100 + i * 10}K to $${300 + page * 20}K ARR by adding seats.`,
      );
    }
    if (page === pages - 1) {
      doc.moveDown().font("Helvetica-Bold").text("Key relationships").font("Helvetica");
      for (const [i, name] of [
        "Priya Shah",
        "Marcus Bell",
        "Dana Whitfield",
        "Elena Petrova",
        "Kenji Watanabe",
      ].entries()) {
        doc.text(`• ${name}, Chief Financial Officer, ${CUSTOMERS[i]} ${COMPANIES[i]} Group`);
      }
    }
    doc
      .moveDown()
      .fontSize(8)
      .text(`Page ${page + 1} of ${pages}`);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** A quota workbook of `rows` data rows under a header, with money and percent formats as a CRM export has them. */
export async function quotaWorkbook(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Quota history");
  sheet.addRow(["Fiscal Year", "Qtr", "Territory", "Target ($)", "Closed ($)", "% to Plan"]);
  for (let i = 0; i < rows; i++) {
    const quota = 400_000 + (i % 40) * 5_000;
    const closed = Math.round(quota * (0.8 + (i % 17) / 25));
    sheet.addRow([2011 + (i % 15), `Q${(i % 4) + 1}`, `Region ${i % 250}`, quota, closed, closed / quota]);
  }
  sheet.getColumn(4).numFmt = '"$"#,##0';
  sheet.getColumn(5).numFmt = '"$"#,##0';
  sheet.getColumn(6).numFmt = "0.0%";
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm: PDF.js, exceljs, JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

export async function extractionTimes(): Promise<boolean> {
  execFileSync(process.execPath, ["scripts/build-workers.mjs"], { stdio: "ignore" });
  const documents = [
    { label: "10-page PDF", name: "resume.pdf", bytes: await resumePdf(10) },
    { label: "5,000-row spreadsheet", name: "quota.xlsx", bytes: await quotaWorkbook(5000) },
  ];
  let ok = true;
  for (const { label, name, bytes } of documents) {
    let items = 0;
    const ms = await medianMs(async () => {
      items = countExtractedItems((await parseInWorker(bytes, name)).extractedData);
    });
    const within = ms < BUDGET_MS;
    ok &&= within;
    const size = `${(bytes.length / 1024).toFixed(0)} kB, ${items} items found`;
    console.log(
      `import extraction in the worker, ${label} (${size}): median ${ms.toFixed(0)} ms (budget ${BUDGET_MS} ms) ${within ? "OK" : "OVER BUDGET"}`,
    );
  }
  ok = (await ocrPageTime()) && ok;
  await closeImportWorkers();
  return ok;
}

/** Median seconds per page to read OCR_DOCUMENT in the import worker (warm: tesseract started by the first run). */
async function ocrPageTime(): Promise<boolean> {
  if (!fs.existsSync(OCR_DOCUMENT)) {
    console.log(`import OCR: skipped, ${OCR_DOCUMENT} is absent (the shared resume corpus sits beside the project)`);
    return true;
  }
  const bytes = new Uint8Array(fs.readFileSync(OCR_DOCUMENT));
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages = pdf.numPages;
  await pdf.loadingTask.destroy();
  let jobs = 0;
  let ocr = false;
  const ms = await medianMs(async () => {
    const parsed = await parseInWorker(bytes, "mporter-1.pdf");
    jobs = parsed.extractedData.experiences.length;
    ocr = parsed.document.ocr === true;
  });
  const perPage = ms / pages;
  const within = ocr && perPage <= OCR_BUDGET_MS_PER_PAGE;
  console.log(
    `import OCR in the worker, ${pages}-page resume without a text layer (${jobs} jobs found${ocr ? "" : ", NOT read by OCR"}): ` +
      `median ${(perPage / 1000).toFixed(2)} s per page (budget ${OCR_BUDGET_MS_PER_PAGE / 1000} s) ${within ? "OK" : "OVER BUDGET"}`,
  );
  return within;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit((await extractionTimes()) ? 0 : 1);
}

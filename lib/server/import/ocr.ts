// OCR for what has no text layer: PDF pages that are scans or vector outlines of glyphs, and PNG or JPEG pictures.
// Runs only inside the import worker (parse-in-worker.ts), never on the server's event loop. tesseract.js reads
// with its English model from node_modules: it never downloads anything and never writes a cache file.
// One tesseract worker per import worker, started on the first page that needs it and reused across uploads.
import { existsSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import type { Worker as TesseractWorker, Line as TesseractLine } from "tesseract.js";
import { ImportError, malformed } from "./errors";
import { alphanumerics, ocrTextItems, type OcrTextItem } from "./ocr-text";

/** Pages read by OCR in one document: at about 2-3 s a page they stay inside the import worker's 20 s. */
export const OCR_MAX_PAGES = 5;
/**
 * No page is started past this (counted from the document's first OCR'd page), so a busy machine skips pages, and
 * says which, instead of losing the whole upload to the worker's time limit: 10 s, plus the last page (3-4 s) and
 * the reading before OCR (1-2 s), ends well before 20 s.
 */
export const OCR_TIME_BUDGET_MS = 10_000;
/**
 * All of a document's OCR ends by this, a page or picture cut off where it stands: with the reading before OCR
 * (1-2 s, more when cold) it answers before the worker's 20 s limit would end the worker and lose the upload.
 */
export const OCR_TIME_LIMIT_MS = 14_000;
/** The pixels one page or picture is read at: a Letter or A4 page at about 170 dpi. Bigger pictures are scaled down. */
export const OCR_MAX_PIXELS = 3_000_000;
/** PDF pages are drawn at twice their size in points (144 dpi): text of 10 pt is then about 20 pixels high. */
const PDF_RENDER_SCALE = 2;

// ---------------------------------------------------------------------------------------------------------------
// The tesseract worker

const holder: { worker: Promise<TesseractWorker> | null } = { worker: null };

/** The English model shipped in @tesseract.js-data/eng (the integer LSTM model: same reading, faster to load). */
async function englishModelPath(): Promise<string> {
  const imported = await import("@tesseract.js-data/eng");
  // A CommonJS module: Node's ES loader gives its exports as the default.
  const packagePath = (imported.default as typeof imported.default | undefined)?.langPath ?? imported.langPath;
  if (!packagePath) throw new Error("[ocr] @tesseract.js-data/eng gives no model path");
  const candidates = [path.join(packagePath, "..", "4.0.0_best_int"), packagePath];
  const found = candidates.find((dir) => existsSync(path.join(dir, "eng.traineddata.gz")));
  // Without a local model tesseract.js would fetch one from a CDN: refuse instead.
  if (!found) throw new Error(`[ocr] the English OCR model is missing in ${path.dirname(packagePath)}`);
  return found;
}

function tesseractWorker(): Promise<TesseractWorker> {
  holder.worker ??= (async () => {
    const { createWorker, OEM } = await import("tesseract.js");
    return createWorker("eng", OEM.LSTM_ONLY, {
      langPath: await englishModelPath(),
      gzip: true,
      cacheMethod: "none",
      errorHandler: () => undefined,
    });
  })().catch((error: unknown) => {
    holder.worker = null;
    throw error;
  });
  return holder.worker;
}

/** Ends the tesseract worker (scripts that must exit; the import worker's own end takes it along otherwise). */
export async function closeOcr(): Promise<void> {
  const worker = holder.worker;
  holder.worker = null;
  if (worker) await (await worker.catch(() => null))?.terminate();
}

/**
 * Runs one document's OCR. In the import worker the tesseract worker then waits for the next upload; in a plain
 * script's main thread (the benchmark, the corpus checks) an idle one would keep the process from exiting, so
 * there it serves one document only.
 */
export async function oneDocument<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } finally {
    if (isMainThread) await closeOcr();
  }
}

/** Thrown when a document's OCR runs past OCR_TIME_LIMIT_MS. */
export class OcrTimeout extends Error {}

/** The lines tesseract reads on a PNG or JPEG, in its reading order, or OcrTimeout past `deadline`. */
export async function recognizeLines(image: Uint8Array, deadline: number): Promise<TesseractLine[]> {
  const worker = await tesseractWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeout()), Math.max(0, deadline - performance.now()));
  });
  const reading = worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
  reading.catch(() => undefined); // once late, its own end (the worker terminated) is of no interest
  try {
    const { data } = await Promise.race([reading, late]);
    return (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  } catch (error) {
    // A worker cut off mid-page, or that failed on a picture, is not trusted with the next one.
    await closeOcr();
    if (error instanceof OcrTimeout) throw error;
    // The model loaded, so what failed is the picture (a header that promises more than its data holds).
    throw unreadablePicture();
  } finally {
    clearTimeout(timer);
  }
}

export const unreadablePicture = () =>
  new ImportError(
    "malformed",
    "This picture is damaged or in a form we cannot read, so it cannot be imported. Save it again as PNG or JPEG and retry.",
  );

// ---------------------------------------------------------------------------------------------------------------
// PDF pages

/** The few calls made on PDF.js's document (unpdf's PDFDocumentProxy). */
type PdfDocument = {
  numPages: number;
  getPage(pageNumber: number): Promise<{ getViewport(options: { scale: number }): { width: number; height: number } }>;
};

export type PdfOcr<Item> = {
  /** Every page's text items: the text layer's, or for a page without one, the words OCR read on its image. */
  items: (Item | OcrTextItem)[][];
  /** True when some page's text came from OCR. */
  ocr: boolean;
  /** Pages (1-based) without a text layer that were not read: past OCR_MAX_PAGES or the time budget. */
  skippedPages: number[];
};

/** A page whose text layer holds fewer letters and digits than this is drawn and read by OCR. */
const NEARLY_EMPTY_PAGE = 40;

/**
 * Reads the pages that have no text layer (or only a few stray glyphs) with OCR. A page's OCR words replace its
 * text layer only when OCR found clearly more: a page that is simply short keeps its own text.
 */
export async function withOcrPages<Item extends { str: string }>(
  pdf: PdfDocument,
  pages: Item[][],
): Promise<PdfOcr<Item>> {
  const result: PdfOcr<Item> = { items: pages, ocr: false, skippedPages: [] };
  const wanted = pages
    .map((items, index) => ({ index, layer: alphanumerics(items.map((item) => item.str).join("")) }))
    .filter(({ layer }) => layer < NEARLY_EMPTY_PAGE);
  if (wanted.length === 0) return result;
  const started = performance.now();
  const deadline = started + OCR_TIME_LIMIT_MS;
  const items = [...pages] as (Item | OcrTextItem)[][];
  let read = 0;
  let late = false;
  await oneDocument(async () => {
    for (const { index, layer } of wanted) {
      if (late || read >= OCR_MAX_PAGES || performance.now() - started > OCR_TIME_BUDGET_MS) {
        result.skippedPages.push(index + 1);
        continue;
      }
      read += 1;
      const { png, scale, pageHeight } = await renderPage(pdf, index + 1).catch(() => {
        throw malformed("PDF");
      });
      const lines = await recognizeLines(png, deadline).catch((error: unknown) => {
        if (!(error instanceof OcrTimeout)) throw error;
        late = true;
        return null;
      });
      if (!lines) {
        result.skippedPages.push(index + 1);
        continue;
      }
      const words = ocrTextItems(lines, scale, pageHeight);
      if (alphanumerics(words.map((word) => word.str).join("")) >= layer * 2 + 10) {
        items[index] = words;
        result.ocr = true;
      }
    }
  });
  return { ...result, items };
}

/** A page drawn as PNG at PDF_RENDER_SCALE, or smaller when that would pass OCR_MAX_PIXELS (a poster-sized page). */
async function renderPage(pdf: PdfDocument, pageNumber: number) {
  const { renderPageAsImage } = await import("unpdf");
  const { width, height } = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
  const scale = Math.min(PDF_RENDER_SCALE, Math.sqrt(OCR_MAX_PIXELS / Math.max(width * height, 1)));
  const png = await renderPageAsImage(pdf as Parameters<typeof renderPageAsImage>[0], pageNumber, {
    canvasImport: () => import("@napi-rs/canvas"),
    scale,
  });
  return { png: new Uint8Array(png), scale, pageHeight: height };
}

/** A scan none of whose pages could be read in time has nothing to review: say why, not "no text". */
export const scanTooSlow = () =>
  new ImportError(
    "malformed",
    "This scanned document took too long to read by OCR. Upload its first pages on their own, or the document " +
      "itself as a PDF with text, Word or text file.",
  );

/** The review's note for pages that were not read, shown with the lines the extractor could not place. */
export function skippedPagesNote(pages: number[]): { text: string; reason: string } | null {
  if (pages.length === 0) return null;
  // Consecutive pages as one range ("Pages 6–200"), so a long scan gives one short line.
  const ranges: [number, number][] = [];
  for (const page of pages) {
    const last = ranges[ranges.length - 1];
    if (last && page === last[1] + 1) last[1] = page;
    else ranges.push([page, page]);
  }
  const parts = ranges.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`));
  const list =
    pages.length === 1
      ? `Page ${pages[0]}`
      : `Pages ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`}`;
  return {
    text: `${list}: not read`,
    reason:
      `${pages.length === 1 ? "This page has" : "These pages have"} no text layer, and reading pages from their image ` +
      `stops after ${OCR_MAX_PAGES} pages (or about ${OCR_TIME_LIMIT_MS / 1000} seconds) per document. ` +
      "Add what they hold by hand, or upload those pages as a document of their own.",
  };
}

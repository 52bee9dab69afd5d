// OCR for what has no text layer: PDF pages that are scans or vector outlines of glyphs, and PNG or JPEG pictures.
// Runs only inside the import worker (parse-in-worker.ts), never on the server's event loop. tesseract.js reads
// with its English model from node_modules: it never downloads anything and never writes a cache file.
// One tesseract worker per import worker, started on the first page that needs it and reused across uploads.
import { existsSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import type { Worker as TesseractWorker, Line as TesseractLine } from "tesseract.js";
import { ImportError } from "./errors";

/** Pages read by OCR in one document: at about 2-3 s a page they stay inside the import worker's 20 s. */
export const OCR_MAX_PAGES = 5;
/**
 * No page is started past this (counted from the document's first OCR'd page), so a busy machine skips pages, and
 * says which, instead of losing the whole upload to the worker's time limit: 10 s, plus the last page (3-4 s) and
 * the reading before OCR (1-2 s), ends well before 20 s.
 */
export const OCR_TIME_BUDGET_MS = 10_000;
/** The pixels one page or picture is read at: a Letter or A4 page at about 170 dpi. Bigger pictures are scaled down. */
export const OCR_MAX_PIXELS = 3_000_000;
/** Pictures bigger than this are refused from their header, before any decoding (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;
/** PDF pages are drawn at twice their size in points (144 dpi): text of 10 pt is then about 20 pixels high. */
const PDF_RENDER_SCALE = 2;

/** A run of words on one line, placed like a PDF text item (points, origin bottom-left) so one line builder reads both. */
export type OcrTextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  fontFamily: string;
  dir: string;
  hasEOL: boolean;
};

export type ImageSize = { width: number; height: number };

export const imageTooLarge = ({ width, height }: ImageSize) =>
  new ImportError(
    "image_too_large",
    `This picture is too large to read (${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels). ` +
      `Save it at a smaller size (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels) and upload it again.`,
  );

/** Refuses a picture whose declared size is beyond what a worker may decode. */
export function assertImagePixels(size: ImageSize): void {
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    throw imageTooLarge(size);
}

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
async function oneDocument<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } finally {
    if (isMainThread) await closeOcr();
  }
}

/** The lines tesseract reads on a PNG or JPEG, in its reading order. */
async function recognizeLines(image: Uint8Array): Promise<TesseractLine[]> {
  const worker = await tesseractWorker();
  try {
    const { data } = await worker.recognize(Buffer.from(image), {}, { blocks: true, text: false });
    return (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  } catch {
    // The model loaded, so what failed is the picture (a header that promises more than its data holds). The worker
    // that failed on it is not trusted with the next upload.
    void closeOcr();
    throw unreadablePicture();
  }
}

const unreadablePicture = () =>
  new ImportError(
    "malformed",
    "This picture is damaged or in a form we cannot read, so it cannot be imported. Save it again as PNG or JPEG and retry.",
  );

// ---------------------------------------------------------------------------------------------------------------
// Cleaning what OCR reads

/** What tesseract makes of round or square bullets when they stand alone at a line's start. */
const BULLET_READINGS = new Set(["«", "»", "+", "*", "©", "®", "°", "¢", "e", "o", "•", "·", "●", "■", "▪", "-", "–"]);
/** A bullet glued to the first word ("«Achieved"). */
const GLUED_BULLET = /^[«»©®¢•·●■▪](?=\p{L})/u;

type Word = { text: string; x0: number; x1: number };

/** A line's words with bullet readings made "•", and a bullet glued to its word split off at the word's second glyph. */
function lineWords(line: TesseractLine): Word[] {
  return line.words
    .map((word) => ({ text: word.text.trim(), x0: word.bbox.x0, x1: word.bbox.x1, symbols: word.symbols }))
    .filter((word) => word.text !== "")
    .flatMap(({ symbols, ...word }, index, words) => {
      if (index > 0) return [word];
      if (BULLET_READINGS.has(word.text) && words.length > 1) return [{ ...word, text: "•" }];
      if (GLUED_BULLET.test(word.text)) {
        const split = Math.min(symbols?.[1]?.bbox.x0 ?? word.x0 + (word.x1 - word.x0) / word.text.length, word.x1);
        // The bullet glyph is narrow: ending it well before its word keeps a space between them.
        return [
          { text: "•", x0: word.x0, x1: word.x0 + (split - word.x0) / 4 },
          { text: word.text.slice(1), x0: split, x1: word.x1 },
        ];
      }
      return [word];
    });
}

const rowHeightOf = (line: TesseractLine) => line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0 || 1;

/**
 * A line's words in runs: words close together make one run; a gap wider than the line is high (a right-aligned
 * date, the next cell of a table) starts another, as a PDF's own text pieces or a table's cells would.
 */
function lineRuns(line: TesseractLine): Word[][] {
  const runs: Word[][] = [];
  for (const word of lineWords(line)) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && last.text !== "•" && word.x0 - last.x1 <= rowHeightOf(line)) run.push(word);
    else runs.push([word]);
  }
  return runs;
}

const runText = (run: Word[]) => run.map((word) => word.text).join(" ");

/** Tesseract's lines as PDF-like text items; `scale` is pixels per point, `pageHeight` in points. */
export function ocrTextItems(lines: TesseractLine[], scale: number, pageHeight: number): OcrTextItem[] {
  return lines.flatMap((line) => {
    const baseline = (line.baseline.y0 + line.baseline.y1) / 2 || line.bbox.y1;
    const fontSize = rowHeightOf(line) / scale;
    const runs = lineRuns(line);
    return runs.map((run, index) => ({
      str: runText(run),
      x: run[0]!.x0 / scale,
      y: pageHeight - baseline / scale,
      width: (run[run.length - 1]!.x1 - run[0]!.x0) / scale,
      height: fontSize,
      fontSize,
      fontFamily: "",
      dir: "ltr",
      hasEOL: index === runs.length - 1,
    }));
  });
}

/**
 * A picture's lines as text (one line each) and table rows. Two lines or more in a row of three runs or more each
 * are a table (a screenshot of a quota report): they become rows whose runs are the cells, kept apart from the
 * text as a Word table's are, so the report reads like the spreadsheet it shows and not as sentences.
 */
export function ocrPictureText(lines: TesseractLine[]): { text: string; rows: string[][] } {
  const runs = lines.map(lineRuns).filter((line) => line.length > 0);
  const text: string[] = [];
  const rows: string[][] = [];
  let table: Word[][][] = [];
  const closeTable = () => {
    if (table.length >= 2) rows.push(...table.map((line) => line.map(runText)));
    else text.push(...table.map((line) => line.map(runText).join(" ")));
    table = [];
  };
  for (const line of runs) {
    if (line.length >= 3) {
      table.push(line);
      continue;
    }
    closeTable();
    text.push(line.map(runText).join(" "));
  }
  closeTable();
  return { text: text.join("\n"), rows };
}

const alphanumerics = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

// ---------------------------------------------------------------------------------------------------------------
// Pictures and PDF pages

/** Text lines lower than this (in pixels, descenders included) are read again enlarged: OCR misreads small print. */
const SMALL_TEXT_PIXELS = 15;
const LEGIBLE_TEXT_PIXELS = 26;
const MAX_ENLARGEMENT = 2.5;

/**
 * A picture's text and table rows. Bigger than OCR_MAX_PIXELS, it is scaled down first (reading time grows with
 * the pixels); a picture of small print (a screenshot at screen resolution) is read again enlarged.
 */
export async function recognizeImage(image: Uint8Array, size: ImageSize): Promise<{ text: string; rows: string[][] }> {
  assertImagePixels(size);
  return oneDocument(() => recognizePicture(image, size));
}

async function recognizePicture(image: Uint8Array, size: ImageSize): Promise<{ text: string; rows: string[][] }> {
  const pixels = size.width * size.height;
  const factor = Math.min(1, Math.sqrt(OCR_MAX_PIXELS / pixels));
  // A PNG with an alpha channel is flattened onto white first: OCR reads transparent pixels as black.
  const flatten = factor < 1 || hasAlphaChannel(image);
  let lines = await recognizeLines(flatten ? await resized(image, size, factor) : image);
  const heights = lines.map((line) => line.bbox.y1 - line.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (median !== undefined && median < SMALL_TEXT_PIXELS) {
    const enlargement = Math.min(MAX_ENLARGEMENT, LEGIBLE_TEXT_PIXELS / median, Math.sqrt(OCR_MAX_PIXELS / pixels));
    if (enlargement >= 1.3) lines = await recognizeLines(await resized(image, size, enlargement));
  }
  return ocrPictureText(lines);
}

/** A PNG whose colour type (in its header) carries alpha: grey + alpha (4) or RGBA (6). */
const hasAlphaChannel = (image: Uint8Array) => image[0] === 0x89 && (image[25] === 4 || image[25] === 6);

/** The picture redrawn at `factor` times its size, as PNG. */
async function resized(image: Uint8Array, size: ImageSize, factor: number): Promise<Uint8Array> {
  const { createCanvas, loadImage } = await import("@napi-rs/canvas");
  const picture = await loadImage(Buffer.from(image)).catch(() => {
    throw unreadablePicture();
  });
  const width = Math.max(1, Math.round(size.width * factor));
  const height = Math.max(1, Math.round(size.height * factor));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff"; // a transparent screenshot would read as black on black
  context.fillRect(0, 0, width, height);
  context.drawImage(picture, 0, 0, width, height);
  return canvas.encode("png");
}

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
  const items = [...pages] as (Item | OcrTextItem)[][];
  let read = 0;
  await oneDocument(async () => {
    for (const { index, layer } of wanted) {
      if (read >= OCR_MAX_PAGES || performance.now() - started > OCR_TIME_BUDGET_MS) {
        result.skippedPages.push(index + 1);
        continue;
      }
      read += 1;
      const { png, scale, pageHeight } = await renderPage(pdf, index + 1);
      const words = ocrTextItems(await recognizeLines(png), scale, pageHeight);
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

/** The review's note for pages that were not read, shown with the lines the extractor could not place. */
export function skippedPagesNote(pages: number[]): { text: string; reason: string } | null {
  if (pages.length === 0) return null;
  const list = pages.length === 1 ? `Page ${pages[0]}` : `Pages ${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;
  return {
    text: `${list}: not read`,
    reason:
      `${pages.length === 1 ? "This page has" : "These pages have"} no text layer, and reading pages from their image ` +
      `stops after ${OCR_MAX_PAGES} pages (or about ${OCR_TIME_BUDGET_MS / 1000} seconds) per document. ` +
      "Add what they hold by hand, or upload those pages as a document of their own.",
  };
}

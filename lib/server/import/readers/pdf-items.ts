// A PDF page's positioned text pieces, each with the real name of its font ("ABCDEF+Lato-Bold", "CMBX10"): the
// name is what tells a bold heading from body text, since PDF.js's text content only gives a generic family.
import type { getDocumentProxy } from "unpdf";
import type { TextItem } from "./pdf-layout";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;
type RawItem = { str?: string; transform: number[]; width: number; fontName: string };

/**
 * Font names are looked up on the first pages only, and while the document's lookups have taken less than a second
 * and a half: a resume's styles are all on its first pages, and each lookup parses the page's drawing (decoding its
 * images: a large photo costs most of a second).
 */
export const FONT_NAME_PAGES = 10;
export const FONT_LOOKUP_BUDGET_MS = 1_500;

/** The page's text pieces; their fonts' weights are looked up when `fontsUntil` (a Date.now() time) is not past. */
export async function pageTextItems(pdf: PdfDocument, pageNumber: number, fontsUntil: number): Promise<TextItem[]> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  const raw = (content.items as RawItem[]).filter((item) => typeof item.str === "string");
  // A page without text (a scan) has no fonts worth a parse of its drawing, which would decode its images.
  const hasText = raw.some((item) => item.str!.trim() !== "");
  const fonts =
    hasText && pageNumber <= FONT_NAME_PAGES && Date.now() < fontsUntil
      ? await fontNames(page, new Set(raw.map((i) => i.fontName)))
      : null;
  return raw.map((item) => {
    const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
    const font = fonts?.get(item.fontName) ?? "";
    return { str: item.str!, x: e, y: f, width: item.width, fontSize: Math.hypot(c, d), bold: isBoldFont(font) };
  });
}

/** Bold, black, heavy or semibold by the font's name (TeX's bold fonts are CMBX, CMSSBX, LMRomanDemi ...). */
export function isBoldFont(name: string): boolean {
  const base = name.replace(/^[A-Z]{6}\+/, "");
  return /bold|black|heavy|demi/i.test(base) || /^(?:CMBX|CMSSBX|CMB\d|SFBX|SFSX)|-Bd(?:It)?$|-B$/.test(base);
}

/**
 * PDF.js hands a page's fonts (with their names) to the caller only when it builds the page's drawing operations,
 * which also needs ArrayBuffer.prototype.transferToFixedLength (Node 21+): given here on older Node as the standard
 * describes it, a copy of the first bytes. Without names (a font PDF.js cannot load), pieces simply count as regular.
 */
async function fontNames(page: PdfPage, ids: Set<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  try {
    ensureTransferToFixedLength();
    await page.getOperatorList();
    for (const id of ids) {
      if (!page.commonObjs.has(id)) continue;
      const font = page.commonObjs.get(id) as { name?: unknown } | null;
      if (typeof font?.name === "string") names.set(id, font.name);
    }
  } catch {
    // The text is read all the same; only its weights are unknown.
  }
  return names;
}

function ensureTransferToFixedLength() {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: unknown };
  if (typeof proto.transferToFixedLength === "function") return;
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength) {
      const copy = new Uint8Array(length);
      copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy.buffer;
    },
  });
}

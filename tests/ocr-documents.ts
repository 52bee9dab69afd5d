// Documents without a text layer, made in the test: a resume drawn as a picture (PNG or JPEG), and the same
// picture as the only content of a PDF page (no font, no text layer at all).
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";

/** A font from node_modules, so the picture does not depend on the machine's fonts. */
const FONT_FILE = fileURLToPath(
  new URL("../node_modules/geist/dist/fonts/geist-sans/Geist-Regular.ttf", import.meta.url),
);

/** The resume the pictures show, and what a reader must find in it. */
export const PICTURED_RESUME = [
  "Jordan Avery",
  "Enterprise Account Executive",
  "",
  "Experience",
  "Northwind Traders — Regional Sales Manager",
  "Mar 2021 - Present",
  "• Grew the Midwest territory from $2.1M to $3.4M in annual bookings.",
  "• Built a partner referral program with twelve resellers.",
  "Contoso Pharmaceuticals — Account Executive",
  "Jan 2017 - Feb 2021",
  "• Opened forty new hospital accounts across three states.",
];

export const PICTURED_EXPERIENCES = [
  { company: "Northwind Traders", title: "Regional Sales Manager", startDate: "2021-03", endDate: null },
  { company: "Contoso Pharmaceuticals", title: "Account Executive", startDate: "2017-01", endDate: "2021-02" },
];

/** The lines drawn black on white, 11 pt at 144 dpi on a Letter-sized page (1224 × 1584 pixels). */
export function resumePicture(lines = PICTURED_RESUME, format: "png" | "jpeg" = "png"): Buffer {
  if (!GlobalFonts.has("OCR Test Sans")) GlobalFonts.registerFromPath(FONT_FILE, "OCR Test Sans");
  const canvas = createCanvas(1224, 1584);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#111";
  let y = 150;
  for (const line of lines) {
    context.font = `${line === lines[0] ? 40 : 22}px "OCR Test Sans"`;
    if (line) context.fillText(line, 144, y);
    y += line === lines[0] ? 60 : 44;
  }
  return format === "png" ? canvas.toBuffer("image/png") : canvas.toBuffer("image/jpeg", 92);
}

/** pdfkit ships no types: the few calls made here. */
type PdfKitDocument = {
  on(event: "data", listener: (chunk: Buffer) => void): void;
  on(event: "end", listener: () => void): void;
  addPage(): PdfKitDocument;
  image(source: Buffer, x: number, y: number, options: { width: number; height: number }): PdfKitDocument;
  end(): void;
};

/** A Letter PDF with one picture per page and nothing else: no font, no text layer at all. */
export async function imageOnlyPdf(...pictures: Buffer[]): Promise<Buffer> {
  const PDFDocument = createRequire(import.meta.url)("pdfkit") as new (options: object) => PdfKitDocument;
  const doc = new PDFDocument({ size: "LETTER", margin: 0 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on("end", resolve));
  pictures.forEach((picture, index) => {
    if (index > 0) doc.addPage();
    doc.image(picture, 0, 0, { width: 612, height: 792 });
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

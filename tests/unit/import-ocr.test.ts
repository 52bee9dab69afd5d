// Pictures and OCR output, without running OCR: a picture is told by its bytes (never its name), one whose header
// declares too many pixels is refused before anything decodes it, and what tesseract reads is cleaned (bullets)
// and laid out (runs, table rows) the way the extractor expects.
import type { Line } from "tesseract.js";
import { ImportError, readDocument } from "@/lib/server/import";
import { OCR_MAX_PAGES, skippedPagesNote } from "@/lib/server/import/ocr";
import { ocrPictureText, ocrTextItems } from "@/lib/server/import/ocr-text";
import { checkedImageSize, imageType, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "@/lib/server/import/readers/image";
import { hugeDeclaredJpeg, hugeDeclaredPng, JPEG_BYTES, solidPng } from "../images";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

async function refusal(data: Uint8Array, name: string): Promise<ImportError> {
  try {
    await readDocument(data, name);
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error(`${name} was read`);
}

describe("imageType", () => {
  it("tells PNG and JPEG by their magic bytes", () => {
    expect(imageType(solidPng(4))).toBe("png");
    expect(imageType(JPEG_BYTES)).toBe("jpeg");
    expect(imageType(hugeDeclaredJpeg())).toBe("jpeg");
  });

  it("takes nothing else for a picture: text, PDF, GIF, a cut signature", () => {
    expect(imageType(bytes("Q1 2024: 115% of quota"))).toBeNull();
    expect(imageType(bytes("%PDF-1.7\n"))).toBeNull();
    expect(imageType(bytes("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(imageType(solidPng(4).subarray(0, 7))).toBeNull();
    expect(imageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("goes by the bytes, not the name: a PNG called resume.txt is a picture, a text called scan.png is text", async () => {
    // A PNG cut after its signature is a damaged picture, not an unsupported file.
    const cut = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusal(cut, "resume.txt")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
    await expect(readDocument(bytes("Q1 2024: 115% of quota\n"), "scan.png")).resolves.toMatchObject({ kind: "txt" });
  });
});

describe("picture size limits, checked from the header before any decoding", () => {
  it("refuses a PNG declaring 100,000 × 100,000 pixels with a 413 and a message that says what to do", async () => {
    const bomb = hugeDeclaredPng();
    expect(bomb.length).toBeLessThan(200);
    const error = await refusal(bomb, "quota.png");
    expect(error).toMatchObject({ code: "image_too_large", apiCode: "too_large" });
    expect(error.message).toBe(
      "This picture is too large to read (100,000 × 100,000 pixels). Save it at a smaller size (at most 40 megapixels) and upload it again.",
    );
  });

  it("refuses a JPEG whose frame header declares 65,000 × 65,000 pixels", async () => {
    expect(await refusal(hugeDeclaredJpeg(), "scan.jpg")).toMatchObject({ code: "image_too_large" });
  });

  it("refuses a side longer than the limit even when the pixel count is small", () => {
    expect(() => checkedImageSize(hugeDeclaredPng(MAX_IMAGE_SIDE + 1, 10), "png")).toThrow(/too large to read/);
  });

  it("accepts a picture right at the limits", () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    expect(checkedImageSize(hugeDeclaredPng(side, side), "png")).toEqual({ width: side, height: side });
    expect(checkedImageSize(hugeDeclaredJpeg(4032, 3024), "jpeg")).toEqual({ width: 4032, height: 3024 });
  });

  it("calls a picture without a readable size damaged (422), not too large", async () => {
    const noFrame = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0]), Buffer.alloc(8)]);
    expect(await refusal(noFrame, "scan.jpg")).toMatchObject({ code: "malformed", apiCode: "validation_error" });
  });
});

/** A tesseract line of words at the given pixel positions, 20 px high, baseline at `y`. */
function line(y: number, ...words: [text: string, x0: number, x1: number][]): Line {
  return {
    text: words.map(([text]) => text).join(" "),
    confidence: 90,
    bbox: { x0: words[0]![1], y0: y - 16, x1: words[words.length - 1]![2], y1: y + 4 },
    baseline: { x0: words[0]![1], y0: y, x1: words[words.length - 1]![2], y1: y },
    rowAttributes: { rowHeight: 20, ascenders: 5, descenders: 4 },
    words: words.map(([text, x0, x1]) => ({
      text,
      confidence: 90,
      bbox: { x0, y0: y - 16, x1, y1: y + 4 },
      symbols: [...text].map((symbol, i) => ({
        text: symbol,
        confidence: 90,
        bbox: {
          x0: x0 + ((x1 - x0) * i) / text.length,
          y0: y - 16,
          x1: x0 + ((x1 - x0) * (i + 1)) / text.length,
          y1: y,
        },
        is_superscript: false,
        is_subscript: false,
        is_dropcap: false,
      })),
      choices: [],
      font_name: "",
    })),
  } as unknown as Line;
}

describe("what OCR reads, cleaned", () => {
  it("makes bullets read as «, + or e a bullet, and splits one glued to its word", () => {
    const { text } = ocrPictureText([
      line(100, ["«", 180, 188], ["Increased", 217, 311], ["revenue", 316, 391]),
      line(140, ["+", 180, 188], ["Built", 217, 260], ["pipeline", 266, 340]),
      line(180, ["e", 180, 188], ["Led", 217, 250], ["teams", 256, 320]),
      line(220, ["«Achieved", 180, 300], ["115%", 306, 350]),
      line(260, ["Revenue", 180, 260], ["+", 266, 274], ["12%", 280, 320]),
    ]);
    expect(text.split("\n")).toEqual([
      "• Increased revenue",
      "• Built pipeline",
      "• Led teams",
      "• Achieved 115%",
      "Revenue + 12%",
    ]);
  });

  it("keeps a right-aligned date a separate part of its line, placed in points from the page's bottom", () => {
    const items = ocrTextItems(
      [line(200, ["Northwind", 144, 240], ["Traders", 248, 320], ["Mar", 1000, 1040], ["2021", 1048, 1100])],
      2,
      792,
    );
    expect(items.map(({ str, x, y, fontSize }) => ({ str, x, y, fontSize }))).toEqual([
      { str: "Northwind Traders", x: 72, y: 692, fontSize: 10 },
      { str: "Mar 2021", x: 500, y: 692, fontSize: 10 },
    ]);
  });

  it("reads lines of three or more cells, two in a row or more, as a table's rows and not as text", () => {
    const { text, rows } = ocrPictureText([
      line(50, ["Quota", 40, 120], ["attainment", 128, 260]),
      line(100, ["Period", 40, 110], ["Quota", 400, 470], ["Attainment", 700, 820]),
      line(140, ["Q1", 40, 70], ["2024", 78, 130], ["$450,000", 400, 500], ["115%", 700, 760]),
      line(180, ["Q2", 40, 70], ["2024", 78, 130], ["$450,000", 400, 500], ["108%", 700, 760]),
      line(200, ["Experience", 40, 160]),
      line(240, ["Title", 40, 100], ["Company", 400, 500], ["2020", 700, 760]),
    ]);
    expect(rows).toEqual([
      ["Period", "Quota", "Attainment"],
      ["Q1 2024", "$450,000", "115%"],
      ["Q2 2024", "$450,000", "108%"],
    ]);
    // A lone line of three parts (a job line) stays text.
    expect(text).toBe("Quota attainment\nExperience\nTitle Company 2020");
  });
});

describe("skippedPagesNote", () => {
  it("names the pages OCR did not read, and what to do about them", () => {
    expect(skippedPagesNote([])).toBeNull();
    expect(skippedPagesNote([6])).toEqual({
      text: "Page 6: not read",
      reason: expect.stringContaining(`stops after ${OCR_MAX_PAGES} pages`),
    });
    expect(skippedPagesNote([6, 7, 8])?.text).toBe("Pages 6–8: not read");
    expect(skippedPagesNote([2, 6, 7, 9])?.text).toBe("Pages 2, 6–7 and 9: not read");
  });
});

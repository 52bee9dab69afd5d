// PNG and JPEG pictures (a screenshot of a resume or of a CRM quota report), told by their first bytes, never by
// the name, and read by OCR. The size in the header is checked before anything is decoded.
import { imageSize, type ImageSize } from "../../export/image-size";
import { ImportError, malformed } from "../errors";
import { OCR_MAX_PIXELS, OCR_TIME_LIMIT_MS, OcrTimeout, oneDocument, recognizeLines, unreadablePicture } from "../ocr";
import { ocrPictureText } from "../ocr-text";

export type ImageType = "png" | "jpeg";

/** Pictures bigger than this are refused from their header, before any decoding (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 20_000;

const imageTooLarge = ({ width, height }: ImageSize) =>
  new ImportError(
    "image_too_large",
    `This picture is too large to read (${width.toLocaleString("en-US")} × ${height.toLocaleString("en-US")} pixels). ` +
      `Save it at a smaller size (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels) and upload it again.`,
  );

/** Refuses a picture whose declared size is beyond what a worker may decode. */
function assertImagePixels(size: ImageSize): void {
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    throw imageTooLarge(size);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** "png" or "jpeg" from the file's magic bytes, or null for anything else. */
export function imageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  return null;
}

/** The picture's width and height from its header, refused when too large to decode safely. */
export function checkedImageSize(bytes: Uint8Array, type: ImageType): ImageSize {
  const size = imageSize(bytes);
  if (!size) throw malformed(type === "png" ? "PNG" : "JPEG");
  assertImagePixels(size);
  return size;
}

export async function readImage(bytes: Uint8Array, type: ImageType): Promise<{ text: string; rows: string[][] }> {
  const size = checkedImageSize(bytes, type);
  return oneDocument(() => recognizePicture(bytes, size));
}

/** Text lines lower than this (in pixels, descenders included) are read again enlarged: OCR misreads small print. */
const SMALL_TEXT_PIXELS = 15;
const LEGIBLE_TEXT_PIXELS = 26;
const MAX_ENLARGEMENT = 2.5;

/**
 * A picture's text and table rows. Bigger than OCR_MAX_PIXELS, it is scaled down first (reading time grows with
 * the pixels); a picture of small print (a screenshot at screen resolution) is read again enlarged.
 */
async function recognizePicture(image: Uint8Array, size: ImageSize): Promise<{ text: string; rows: string[][] }> {
  const deadline = performance.now() + OCR_TIME_LIMIT_MS;
  const pixels = size.width * size.height;
  const factor = Math.min(1, Math.sqrt(OCR_MAX_PIXELS / pixels));
  // A PNG with an alpha channel is flattened onto white first: OCR reads transparent pixels as black.
  const flatten = factor < 1 || hasAlphaChannel(image);
  let lines = await recognizeLines(flatten ? await resized(image, size, factor) : image, deadline).catch(
    (error: unknown) => {
      if (error instanceof OcrTimeout) throw pictureTooSlow();
      throw error;
    },
  );
  const heights = lines.map((line) => line.bbox.y1 - line.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (median !== undefined && median < SMALL_TEXT_PIXELS) {
    const enlargement = Math.min(MAX_ENLARGEMENT, LEGIBLE_TEXT_PIXELS / median, Math.sqrt(OCR_MAX_PIXELS / pixels));
    // Out of time for the enlarged reading, the first one stands.
    if (enlargement >= 1.3)
      lines = await recognizeLines(await resized(image, size, enlargement), deadline).catch((error: unknown) => {
        if (error instanceof OcrTimeout) return lines;
        throw error;
      });
  }
  return ocrPictureText(lines);
}

const pictureTooSlow = () =>
  new ImportError(
    "malformed",
    "This picture holds more text than we can read in time. Crop it to the part you need (your jobs or your quota " +
      "figures) and upload that, or upload the document itself as a PDF, Word or text file.",
  );

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

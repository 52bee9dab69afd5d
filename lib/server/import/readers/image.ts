// PNG and JPEG pictures (a screenshot of a resume or of a CRM quota report), told by their first bytes, never by
// the name, and read by OCR. The size in the header is checked before anything is decoded.
import { imageSize } from "../../export/image-size";
import { malformed } from "../errors";
import { assertImagePixels, recognizeImage } from "../ocr";

export type ImageType = "png" | "jpeg";

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
export function checkedImageSize(bytes: Uint8Array, type: ImageType) {
  const size = imageSize(bytes);
  if (!size) throw malformed(type === "png" ? "PNG" : "JPEG");
  assertImagePixels(size);
  return size;
}

export async function readImage(bytes: Uint8Array, type: ImageType): Promise<{ text: string; rows: string[][] }> {
  return recognizeImage(bytes, checkedImageSize(bytes, type));
}

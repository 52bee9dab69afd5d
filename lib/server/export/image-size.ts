// The pixel size of a PNG or JPEG from its header, so a picture can be cropped to a frame instead of stretched, and
// an uploaded picture too large to decode is refused before decoding. The headers are read by `image-size`; only the
// two types we accept count, whatever else it could measure.
import { imageSize as measure } from "image-size";

export type ImageSize = { width: number; height: number };

const ACCEPTED = new Set(["png", "jpg"]);

/** Width and height of a PNG or JPEG, or null for anything else (or a damaged header). */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  // The library reads through a DataView over the whole underlying buffer: a view into a larger one (a pooled
  // Buffer, a slice) is copied, or a header cut short would be completed with whatever bytes follow it.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  try {
    const { type, width, height } = measure(whole);
    if (!type || !ACCEPTED.has(type)) return null;
    return width > 0 && height > 0 ? { width, height } : null;
  } catch {
    // The library throws for an unknown type and for a header cut short.
    return null;
  }
}

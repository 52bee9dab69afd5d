// The pixel size of a PNG or JPEG from its header, so a picture can be cropped to a frame instead of stretched.

export type ImageSize = { width: number; height: number };

/** Width and height of a PNG or JPEG, or null for anything else (or a damaged header). */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the 8-byte signature, then the IHDR chunk whose data starts with width and height.
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return valid({ width: view.getUint32(16), height: view.getUint32(20) });
  }
  // JPEG: walk the segments to the first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC).
  if (bytes.length >= 4 && view.getUint16(0) === 0xffd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1; // fill byte
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return valid({ height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) });
      }
      offset += 2 + length;
    }
  }
  return null;
}

const valid = (size: ImageSize) => (size.width > 0 && size.height > 0 ? size : null);

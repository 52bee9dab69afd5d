// The QR codes an export prints beside each verified item: a phone camera opens the item's public verify page,
// which checks its signed credential. One picture per credential, drawn here for both the PDF and the deck, in the
// export worker with the rest of the file. No next/* or "server-only" imports: the benchmark loads it from a plain
// tsx script.
import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";
import type { CredentialLink } from "@/lib/credentials";
import type { Verification } from "@/lib/verification";
import type { PortfolioSnapshot } from "./snapshot";

/**
 * Error correction M survives a crease or a smudge on paper. The picture keeps a 2-module white margin of its own;
 * the layouts leave more white around it, as scanners want 4. Six pixels per module: printed at 2-2.5 cm, that is
 * well over 300 dpi, so a viewer's image smoothing never blurs the edges between modules.
 */
export const QR_CODE = { errorCorrectionLevel: "M", margin: 2, scale: 6 } as const;

/** The code's modules as qrcode lays them out (version, mask and error correction chosen by it). */
export function qrModules(url: string): { size: number; dark: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_CODE.errorCorrectionLevel });
  return { size: modules.size, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/**
 * The QR code of `url` as a black-and-white PNG (1 bit per pixel, no alpha). Written here from qrcode's modules
 * rather than with its PNG renderer: that one writes 8-bit RGBA through a stream, about 7 times slower and twice the
 * bytes, and a PDF must then split the alpha channel out, where a grey PNG's data is embedded as it is.
 */
export function qrCodePng(url: string): Buffer {
  const modules = qrModules(url);
  const { margin, scale } = QR_CODE;
  const side = (modules.size + 2 * margin) * scale;
  // Each row: filter type 0, then the pixels, 8 to a byte, most significant bit first; 1 is white.
  const stride = 1 + Math.ceil(side / 8);
  const pixels = Buffer.alloc(stride * side, 0xff);
  for (let y = 0; y < side; y++) pixels[y * stride] = 0;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.dark(row, column)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = ((row + margin) * scale + dy) * stride + 1;
        for (let dx = 0; dx < scale; dx++) {
          const x = (column + margin) * scale + dx;
          pixels[start + (x >> 3)]! &= ~(0x80 >> (x & 7));
        }
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale; compression, filter and interlace stay 0
  return Buffer.concat([PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND")]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** What a file prints for one verified item: the address of its verify page and that address as a QR code. */
export type VerifyCode = { url: string; png: Buffer };

/** The verify codes of a snapshot, by credential id. */
export type VerifyCodes = ReadonlyMap<string, VerifyCode>;

type Credentialed = { verification: Verification; credential: CredentialLink | null };

/**
 * A code for every verified item with a credential, where the plan shows verified badges: Starter files carry the
 * "Unverified" watermark and no badges, so no codes either. Each address is drawn once, however often it is printed.
 * `achievements` narrows the achievements to those a file prints with their code (the PDF lists older ones in
 * one line each, with a link but no picture).
 */
export function verifyCodes(
  snapshot: PortfolioSnapshot,
  achievements: readonly Credentialed[] = snapshot.achievements,
): VerifyCodes {
  const codes = new Map<string, VerifyCode>();
  if (!snapshot.owner.verifiedBadge) return codes;
  const items: Credentialed[] = [...snapshot.quota.records, ...achievements, ...snapshot.references];
  for (const item of items) {
    const link = item.verification.state === "verified" ? item.credential : null;
    if (link && !codes.has(link.id)) codes.set(link.id, { url: link.verifyUrl, png: qrCodePng(link.verifyUrl) });
  }
  return codes;
}

/** The code of one item, when it has one in this file. */
export const codeOf = (codes: VerifyCodes, item: Credentialed): VerifyCode | undefined =>
  item.verification.state === "verified" && item.credential ? codes.get(item.credential.id) : undefined;

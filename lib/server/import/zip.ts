// A guarded ZIP reader for Office files (docx, xlsx, pptx are ZIP packages). It runs before any parser touches
// the archive: it reads the central directory, refuses too many entries, too much declared data or absurd
// compression ratios, then inflates every entry with a hard output cap, so an archive that lies about its sizes
// fails here instead of exhausting memory in mammoth or exceljs (which unpack the same bytes again afterwards).
import { inflateRawSync } from "node:zlib";
import { ARCHIVE_TOO_LARGE_MESSAGE, ENCRYPTED_MESSAGE } from "../../import-limits";
import { ImportError, malformed } from "./errors";

export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Office XML compresses 5-30x; past this ratio (on an entry big enough to matter) it is a bomb. */
  maxCompressionRatio: 200,
  ratioCheckMinBytes: 1024 * 1024,
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

type CentralEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The names of a ZIP's entries, from its central directory (nothing is inflated). */
export function zipEntryNames(bytes: Uint8Array, what: string): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return readCentralDirectory(bytes, view, what).map((entry) => entry.name);
}

/**
 * Unpacks a ZIP within ZIP_LIMITS: entry name → contents. Throws ImportError for bombs, encryption and damage.
 * With `select`, only the entries it accepts are checked and inflated.
 */
export function unzipGuarded(
  bytes: Uint8Array,
  what: string,
  select?: (name: string) => boolean,
): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(bytes, view, what).filter((entry) => !select || select(entry.name));
  const tooLarge = () => new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);

  if (entries.length > ZIP_LIMITS.maxEntries) throw tooLarge();
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= ZIP_LIMITS.ratioCheckMinBytes && ratio > ZIP_LIMITS.maxCompressionRatio)
      throw tooLarge();
  }
  if (declaredTotal > ZIP_LIMITS.maxTotalUncompressedBytes) throw tooLarge();

  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.name.endsWith("/")) continue;
    files.set(entry.name, inflateEntry(bytes, view, entry, what));
  }
  return files;
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, what: string): CentralEntry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment of up to 64 KB.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw malformed(what);

  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  // ZIP64 (more than 65,535 entries or 4 GB) is never needed by a document we accept.
  if (count === 0xffff || directoryOffset === ZIP64_MARKER)
    throw new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);
  if (count > ZIP_LIMITS.maxEntries) throw new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);
  if (directoryOffset + directorySize > eocd) throw malformed(what);

  const entries: CentralEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE) throw malformed(what);
    const flags = view.getUint16(at + 8, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (flags & 0x1) throw new ImportError("encrypted", ENCRYPTED_MESSAGE);
    const entry: CentralEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.uncompressedSize === ZIP64_MARKER || entry.compressedSize === ZIP64_MARKER) {
      throw new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(bytes: Uint8Array, view: DataView, entry: CentralEntry, what: string): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_SIGNATURE) throw malformed(what);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw malformed(what);
  const data = bytes.subarray(start, end);

  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw malformed(what);
    return data;
  }
  if (entry.method !== 8) throw malformed(what);
  if (entry.uncompressedSize === 0) return new Uint8Array(0);
  try {
    // The cap is the size the directory declared (already within the limits): a lying entry cannot grow past it.
    const output = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize });
    if (output.length !== entry.uncompressedSize) throw malformed(what);
    return output;
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);
    }
    throw malformed(what);
  }
}

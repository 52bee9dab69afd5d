// A guarded ZIP reader for Office files and LinkedIn exports (docx, xlsx, pptx are ZIP packages). `yauzl` reads the
// archive's structure (central directory, local headers, ZIP64, name encodings) and refuses entry names that are
// absolute or climb out of the archive ("../"). Before any parser touches the archive, this module refuses too many
// entries, too much declared data, absurd compression ratios and encryption, then inflates every entry it needs
// with a hard output cap, so an archive that lies about its sizes fails here instead of exhausting memory in
// mammoth or exceljs (which unpack the same bytes again afterwards).
import type { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ARCHIVE_TOO_LARGE_MESSAGE, ENCRYPTED_MESSAGE } from "../../import-limits";
import { ImportError, malformed } from "./errors";

export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressedBytes: 50 * 1024 * 1024,
  /** Office XML compresses 5-30x; past this ratio (on an entry big enough to matter) it is a bomb. */
  maxCompressionRatio: 200,
  ratioCheckMinBytes: 1024 * 1024,
} as const;

const tooLarge = () => new ImportError("archive_too_large", ARCHIVE_TOO_LARGE_MESSAGE);

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The names of a ZIP's entries, from its central directory (nothing is inflated). */
export async function zipEntryNames(bytes: Uint8Array, what: string): Promise<string[]> {
  return guarded(what, async () => (await openArchive(bytes)).entries.map((entry) => entry.fileName));
}

/**
 * Unpacks a ZIP within ZIP_LIMITS: entry name → contents. Throws ImportError for bombs, encryption and damage.
 * With `select`, only the entries it accepts are checked and inflated.
 */
export async function unzipGuarded(
  bytes: Uint8Array,
  what: string,
  select?: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  return guarded(what, async () => {
    const { zip, entries } = await openArchive(bytes);
    const selected = entries.filter((entry) => !select || select(entry.fileName));
    let declaredTotal = 0;
    for (const entry of selected) {
      declaredTotal += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize >= ZIP_LIMITS.ratioCheckMinBytes && ratio > ZIP_LIMITS.maxCompressionRatio)
        throw tooLarge();
    }
    if (declaredTotal > ZIP_LIMITS.maxTotalUncompressedBytes) throw tooLarge();

    const files = new Map<string, Uint8Array>();
    for (const entry of selected) {
      if (!entry.fileName.endsWith("/")) files.set(entry.fileName, await inflate(zip, entry));
    }
    return files;
  });
}

/** The archive and its entries; more entries than the limit, or an encrypted one, refuse it before any is read. */
async function openArchive(bytes: Uint8Array): Promise<{ zip: ZipFile; entries: Entry[] }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    // Sizes are checked here, after the limits (yauzl would call a lying stored entry damaged before we see it).
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  if (zip.entryCount > ZIP_LIMITS.maxEntries) throw tooLarge();
  const entries = await new Promise<Entry[]>((resolve, reject) => {
    const list: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      if (entry.isEncrypted()) return reject(new ImportError("encrypted", ENCRYPTED_MESSAGE));
      list.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(list));
    zip.on("error", reject);
    zip.readEntry();
  });
  return { zip, entries };
}

/**
 * An entry's contents. yauzl finds its data (the local header, the bounds); Node's zlib inflates it with the size the
 * directory declared (already within the limits) as a hard output cap, so a lying entry cannot grow past it.
 */
async function inflate(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const data = await rawData(zip, entry);
  if (entry.compressionMethod === 0) {
    if (data.length !== entry.uncompressedSize) throw new Error("stored entry of the wrong size");
    return data;
  }
  if (entry.uncompressedSize === 0) return new Uint8Array(0);
  try {
    const output = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize });
    if (output.length !== entry.uncompressedSize) throw new Error("entry shorter than declared");
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooLarge();
    throw error;
  }
}

/** The entry's bytes as stored (compressed), read from the archive in memory. */
async function rawData(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const options = { decompress: entry.isCompressed() ? false : null, decrypt: null, start: null, end: null };
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, options, (error, readable) => (error ? reject(error) : resolve(readable))),
  );
  // Events rather than async iteration: yauzl replaces the stream's destroy(), which iteration calls when it ends.
  return new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    stream.on("error", reject);
  });
}

/** Our own refusals as they are; anything else wrong in the archive (as yauzl or zlib found it) means damage. */
async function guarded<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw malformed(what);
  }
}

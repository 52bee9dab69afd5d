// Rebuilds the PDF report's fonts (README.md in this folder): WOFF 1.0 → TrueType, each table inflated
// and copied unchanged, except the OpenType layout tables (GSUB, GPOS, GDEF), which are left out.
// Usage: node lib/server/export/fonts/woff-to-ttf.mjs <in.woff> <out.ttf>
import fs from "node:fs";
import zlib from "node:zlib";

const DROPPED = new Set(["GSUB", "GPOS", "GDEF"]);

const [source, target] = process.argv.slice(2);
if (!source || !target) throw new Error("usage: woff-to-ttf.mjs <in.woff> <out.ttf>");
const woff = fs.readFileSync(source);
if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error(`${source} is not a WOFF 1.0 file`);

const flavor = woff.readUInt32BE(4);
const tables = [];
for (let i = 0; i < woff.readUInt16BE(12); i++) {
  const entry = 44 + i * 20;
  const tag = woff.toString("latin1", entry, entry + 4);
  if (DROPPED.has(tag)) continue;
  const offset = woff.readUInt32BE(entry + 4);
  const compressedLength = woff.readUInt32BE(entry + 8);
  const length = woff.readUInt32BE(entry + 12);
  const raw = woff.subarray(offset, offset + compressedLength);
  const data = compressedLength < length ? zlib.inflateSync(raw) : Buffer.from(raw);
  if (data.length !== length) throw new Error(`table ${tag}: expected ${length} bytes, got ${data.length}`);
  tables.push({ tag, checksum: woff.readUInt32BE(entry + 16), data });
}
tables.sort((a, b) => (a.tag < b.tag ? -1 : 1));

// The sfnt header: version, table count and the binary-search fields derived from it.
let searchPower = 1;
let entrySelector = 0;
while (searchPower * 2 <= tables.length) {
  searchPower *= 2;
  entrySelector += 1;
}
const header = Buffer.alloc(12 + 16 * tables.length);
header.writeUInt32BE(flavor, 0);
header.writeUInt16BE(tables.length, 4);
header.writeUInt16BE(searchPower * 16, 6);
header.writeUInt16BE(entrySelector, 8);
header.writeUInt16BE(tables.length * 16 - searchPower * 16, 10);

const chunks = [header];
let offset = header.length;
tables.forEach((table, i) => {
  const record = 12 + i * 16;
  header.write(table.tag, record, "latin1");
  header.writeUInt32BE(table.checksum, record + 4);
  header.writeUInt32BE(offset, record + 8);
  header.writeUInt32BE(table.data.length, record + 12);
  const padded = Buffer.alloc((table.data.length + 3) & ~3);
  table.data.copy(padded);
  chunks.push(padded);
  offset += padded.length;
});
fs.writeFileSync(target, Buffer.concat(chunks));

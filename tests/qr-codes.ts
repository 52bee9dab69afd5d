// Reading the verify codes back out of an exported PDF or deck, for the export tests. No QR decoder is installed,
// so a code is read the way a decoder starts: the picture is decoded (@napi-rs/canvas), the code's square found by
// its dark extent (the three finder patterns mark three corners), and every module sampled at its centre. Those
// modules must equal, one for one, the modules qrcode lays out for the expected address, whose one segment must
// in turn hold exactly that address: a picture that encodes anything else fails.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import JSZip from "jszip";
import QRCode from "qrcode";

const run = promisify(execFile);

type Picture = { width: number; height: number; dark: (x: number, y: number) => boolean };

async function picture(png: Buffer): Promise<Picture> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return {
    width: image.width,
    height: image.height,
    dark: (x, y) => {
      const i = (y * image.width + x) * 4;
      return data[i]! + data[i + 1]! + data[i + 2]! < 3 * 128;
    },
  };
}

/** The address `png` encodes, out of `candidates`: the one whose modules it shows exactly; null for none. */
export async function qrAddressOf(png: Buffer, candidates: readonly string[]): Promise<string | null> {
  const pic = await picture(png);
  let [left, top, right, bottom] = [pic.width, pic.height, -1, -1];
  for (let y = 0; y < pic.height; y++) {
    for (let x = 0; x < pic.width; x++) {
      if (!pic.dark(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  for (const url of candidates) {
    const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
    // The code holds the address as one byte segment, and nothing else.
    const segments = qr.segments.map((s) => Buffer.from(s.data as unknown as Uint8Array).toString("utf8"));
    if (segments.join("") !== url) continue;
    const n = qr.modules.size;
    const pitchX = (right - left + 1) / n;
    const pitchY = (bottom - top + 1) / n;
    let same = true;
    for (let row = 0; row < n && same; row++) {
      for (let column = 0; column < n && same; column++) {
        const x = Math.floor(left + (column + 0.5) * pitchX);
        const y = Math.floor(top + (row + 0.5) * pitchY);
        same = pic.dark(x, y) === Boolean(qr.modules.get(row, column));
      }
    }
    if (same) return url;
  }
  return null;
}

/** The pictures embedded in a PDF (poppler's pdfimages, as PNG files). */
export async function pdfImages(pdf: Buffer): Promise<Buffer[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "qr-pdf-"));
  try {
    await fs.writeFile(path.join(dir, "file.pdf"), pdf);
    await run("pdfimages", ["-png", path.join(dir, "file.pdf"), path.join(dir, "image")]);
    const names = (await fs.readdir(dir)).filter((name) => name.endsWith(".png")).sort();
    return Promise.all(names.map((name) => fs.readFile(path.join(dir, name))));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The link targets of a PDF's annotations (react-pdf writes them as plain `/URI (...)` entries). */
export function pdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString("latin1").matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]!);
}

/** A deck's slides' XML (with their relationships, where link targets live) and its pictures. */
export async function openDeckParts(pptx: Buffer): Promise<{ slides: string; rels: string; media: Buffer[] }> {
  const zip = await JSZip.loadAsync(pptx);
  const read = (pattern: RegExp) =>
    Promise.all(
      Object.keys(zip.files)
        .filter((name) => pattern.test(name))
        .sort()
        .map((name) => zip.file(name)!.async("nodebuffer")),
    );
  const slides = (await read(/^ppt\/slides\/slide\d+\.xml$/)).map(String).join("\n");
  const rels = (await read(/^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/)).map(String).join("\n");
  return { slides, rels, media: await read(/^ppt\/media\/.+\.png$/) };
}

/** Every verify page address in `text` (".../verify/<id>"). */
export const verifyAddresses = (text: string): string[] =>
  text.match(/https?:\/\/[^\s"<)]+\/verify\/[A-Za-z0-9_-]+/g) ?? [];

// Draws the app icons from public/icon.svg (run once, commit the output): favicon.ico (a 32 px PNG inside an ICO),
// apple-touch-icon.png (180 px), icon-192.png and icon-512.png for the web manifest.
//   npx tsx scripts/make-icons.ts
import { readFileSync, writeFileSync } from "node:fs";
import { ImageResponse } from "next/og";
import { createElement as h } from "react";

const svg = readFileSync("public/icon.svg", "utf8");
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

async function png(size: number): Promise<Buffer> {
  const image = new ImageResponse(h("img", { src: dataUrl, width: size, height: size }), { width: size, height: size });
  return Buffer.from(await image.arrayBuffer());
}

/** An ICO file holding one PNG image (supported by every current browser). */
function ico(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

writeFileSync("public/favicon.ico", ico(await png(32), 32));
writeFileSync("public/apple-touch-icon.png", await png(180));
writeFileSync("public/icon-192.png", await png(192));
writeFileSync("public/icon-512.png", await png(512));
console.log("icons written to public/");

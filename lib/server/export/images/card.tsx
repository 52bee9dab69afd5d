// What both drawn cards share (the share preview and the LinkedIn badge): the frame's style, a full-size column
// with its top, middle and bottom rows spread apart in the bundled fonts, and the drawing to PNG bytes by next/og.
import type { CSSProperties, ReactElement } from "react";
import { ImageResponse } from "next/og";
import { FONT_FAMILY, loadImageFonts } from "./fonts";

export function cardStyle(look: CSSProperties): CSSProperties {
  return {
    width: "100%",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    justifyContent: "space-between",
    padding: "56px 64px",
    fontFamily: FONT_FAMILY,
    ...look,
  };
}

export async function drawPng(size: { width: number; height: number }, card: ReactElement): Promise<Uint8Array> {
  const image = new ImageResponse(card, { ...size, fonts: await loadImageFonts() });
  return new Uint8Array(await image.arrayBuffer());
}

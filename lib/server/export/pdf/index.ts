// The executive PDF report of a portfolio snapshot. No next/* or "server-only" imports here, so the
// benchmark can time it from a plain tsx script (npm run bench).
import { createElement, type ReactElement } from "react";
import { renderToBuffer, type DocumentProps } from "@react-pdf/renderer";
import { verifyCodes } from "../qr-code";
import type { PortfolioSnapshot } from "../snapshot";
import { openAchievements } from "./cards";
import { registerReportFonts } from "./fonts";
import { PortfolioReport } from "./report";

/**
 * Every string in NFC: the shipped fonts carry no mark-positioning tables (see fonts/README.md), so an accent
 * typed as a combining mark ("e" + U+0301) must become its precomposed letter ("é") to print in place.
 */
function composed<T>(value: T): T {
  if (typeof value === "string") return value.normalize("NFC") as T;
  if (Array.isArray(value)) return value.map(composed) as T;
  if (value && typeof value === "object" && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, composed(v)])) as T;
  }
  return value;
}

export async function renderPortfolioPdf(snapshot: PortfolioSnapshot): Promise<Uint8Array> {
  registerReportFonts();
  // Only the achievements shown as full cards print a QR code: drawing one for each older, one-line item would
  // cost time for a picture no page shows.
  const codes = verifyCodes(snapshot, openAchievements(snapshot));
  // PortfolioReport renders a <Document>, which is what renderToBuffer takes.
  const document = createElement(PortfolioReport, {
    snapshot: composed(snapshot),
    codes,
  }) as unknown as ReactElement<DocumentProps>;
  const buffer = await renderToBuffer(document);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

import "server-only";
// The Google Slides export. Without a Google client configured: the deck as a
// Slides-ready .pptx download (X-Slides-Delivery: download), never a claim that a Slides file exists. Configured:
// the user's Drive connection is needed (else connect_required), and the deck is uploaded converted to Slides.
import { NextResponse } from "next/server";
import { ApiError } from "../errors";
import { googleConfig, GOOGLE_CONNECT_PATH } from "../integrations/google";
import { driveAccessToken, GoogleError } from "../integrations/google/connections";
import { DriveUnauthorized, uploadAsSlides } from "../integrations/google/drive";
import { PPTX_CONTENT_TYPE } from "./pptx/theme";
import { renderInWorker } from "./render-in-worker";
import { attachmentResponse, exportFileName } from "./route";
import type { PortfolioSnapshot } from "./snapshot";

export const SLIDES_DELIVERY_HEADER = "X-Slides-Delivery";
export const GOOGLE_FAILED_MESSAGE = "Google Drive did not accept the presentation. Please try again.";

export type GoogleSlidesResult =
  { status: "connect_required"; connectUrl: string } | { status: "created"; url: string; fileId: string };

export async function googleSlidesExport(userId: number, snapshot: PortfolioSnapshot): Promise<Response> {
  const config = googleConfig();
  if (!config) {
    const { ascii, utf8 } = exportFileName(snapshot.owner.fullName, "pptx");
    const slidesReady = (name: string) => name.replace(/\.pptx$/, "-Google-Slides.pptx");
    const response = attachmentResponse(await renderInWorker({ kind: "pptx", snapshot }), PPTX_CONTENT_TYPE, {
      ascii: slidesReady(ascii),
      utf8: slidesReady(utf8),
    });
    response.headers.set(SLIDES_DELIVERY_HEADER, "download");
    return response;
  }

  const connectRequired = () =>
    NextResponse.json<GoogleSlidesResult>({ status: "connect_required", connectUrl: GOOGLE_CONNECT_PATH });
  try {
    let token = await driveAccessToken(userId, config);
    if (!token) return connectRequired();
    const file = {
      name: `${snapshot.owner.fullName} – QuotaProof brag book (${snapshot.generatedAt.slice(0, 10)})`,
      bytes: await renderInWorker({ kind: "pptx", snapshot }),
      contentType: PPTX_CONTENT_TYPE,
    };
    let uploaded;
    try {
      uploaded = await uploadAsSlides(config, token, file);
    } catch (error) {
      // The stored token was refused before its expiry (revoked, or Google's clock): refresh once and retry.
      if (!(error instanceof DriveUnauthorized)) throw error;
      token = await driveAccessToken(userId, config, { refresh: true });
      if (!token) return connectRequired();
      uploaded = await uploadAsSlides(config, token, file);
    }
    return NextResponse.json<GoogleSlidesResult>({ status: "created", url: uploaded.webViewLink, fileId: uploaded.id });
  } catch (error) {
    if (!(error instanceof GoogleError)) throw error;
    console.error(`[google] Slides export for user ${userId} failed: ${error.message}`);
    throw new ApiError("google_error", GOOGLE_FAILED_MESSAGE);
  }
}

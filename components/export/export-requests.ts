// The Export dialog's server calls: each sends { achievementIds, userId } with the session cookie
// and resolves with what happened, for the dialog to tell the rep. A non-OK answer throws an ApiRequestError.
import { callApi, downloadFile, fetchRoute, saveFile } from "@/lib/api/client";

export type ExportKind = "pdf" | "powerpoint" | "google-slides" | "shareable-link";
export type ExportBody = { achievementIds: number[]; userId: number };

export type ExportOutcome =
  | { kind: "file"; fileName: string }
  | { kind: "slides-created"; url: string }
  | { kind: "slides-connect"; connectUrl: string }
  | { kind: "slides-file"; fileName: string }
  | { kind: "link"; shareUrl: string };

/** The header the Google Slides endpoint sets when it answers with the deck itself (Google not configured). */
export const SLIDES_DELIVERY_HEADER = "X-Slides-Delivery";

type SlidesAnswer = { status?: unknown; url?: unknown; connectUrl?: unknown };

async function googleSlides(body: ExportBody): Promise<ExportOutcome> {
  const response = await fetchRoute("POST /api/export/google-slides", { body });
  if (response.headers.get(SLIDES_DELIVERY_HEADER) === "download") {
    return { kind: "slides-file", fileName: await saveFile(response, "QuotaProof-Google-Slides.pptx") };
  }
  const answer = (await response.json()) as SlidesAnswer;
  if (answer.status === "created" && typeof answer.url === "string") return { kind: "slides-created", url: answer.url };
  if (answer.status === "connect_required" && typeof answer.connectUrl === "string") {
    return { kind: "slides-connect", connectUrl: answer.connectUrl };
  }
  throw new Error("Unexpected answer from the Google Slides export");
}

export async function runExport(kind: ExportKind, body: ExportBody): Promise<ExportOutcome> {
  switch (kind) {
    case "pdf":
      return {
        kind: "file",
        fileName: await downloadFile("POST /api/export/pdf", "QuotaProof-Portfolio.pdf", { body }),
      };
    case "powerpoint":
      return {
        kind: "file",
        fileName: await downloadFile("POST /api/export/powerpoint", "QuotaProof-Portfolio.pptx", { body }),
      };
    case "google-slides":
      return googleSlides(body);
    case "shareable-link": {
      const { shareUrl } = await callApi("POST /api/export/shareable-link", { body });
      return { kind: "link", shareUrl };
    }
  }
}

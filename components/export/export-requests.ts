// The Export dialog's server calls: each sends { achievementIds, userId } with the session cookie
// and resolves with what happened, for the dialog to tell the rep. A non-OK answer throws an ApiRequestError.
import { apiFetch, toApiRequestError } from "@/lib/api-client";
import { fileNameFromContentDisposition, saveBlob } from "./download";

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

async function post(path: string, body: ExportBody): Promise<Response> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await toApiRequestError(response);
  return response;
}

/** Saves the answer's file under the name the server gave it. */
async function download(response: Response, fallbackName: string): Promise<string> {
  const fileName = fileNameFromContentDisposition(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

type SlidesAnswer = { status?: unknown; url?: unknown; connectUrl?: unknown };

async function googleSlides(body: ExportBody): Promise<ExportOutcome> {
  const response = await post("/api/export/google-slides", body);
  if (response.headers.get(SLIDES_DELIVERY_HEADER) === "download") {
    return { kind: "slides-file", fileName: await download(response, "QuotaProof-Google-Slides.pptx") };
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
        fileName: await download(await post("/api/export/pdf", body), "QuotaProof-Portfolio.pdf"),
      };
    case "powerpoint":
      return {
        kind: "file",
        fileName: await download(await post("/api/export/powerpoint", body), "QuotaProof-Portfolio.pptx"),
      };
    case "google-slides":
      return googleSlides(body);
    case "shareable-link": {
      const { shareUrl } = await apiFetch<{ shareUrl: string }>("/api/export/shareable-link", { method: "POST", body });
      return { kind: "link", shareUrl };
    }
  }
}

// The export worker: renders PDFs, PowerPoint decks and the share page's images off the server's event loop. It
// gets a portfolio snapshot as plain data and answers the file's bytes. Bundled to .workers/export-worker.mjs by
// scripts/build-workers.mjs; render-in-worker.ts keeps two warm and ends one that overruns its limits.
import { parentPort } from "node:worker_threads";
import { buildPortfolioDeck } from "./pptx";
import { renderPortfolioPdf } from "./pdf";
import { renderLinkedInBadgePng } from "./images/linkedin-badge";
import { renderSharePreviewPng } from "./images/share-preview";
import type { PortfolioSnapshot } from "./snapshot";

export type ExportKind = "pdf" | "pptx" | "share-preview" | "linkedin-badge";
export type ExportJob = { id: number; kind: ExportKind; snapshot: PortfolioSnapshot };
export type ExportAnswer = { id: number } & ({ ok: true; bytes: Uint8Array } | { ok: false; message: string });

const RENDERERS: Record<ExportKind, (snapshot: PortfolioSnapshot) => Promise<Uint8Array>> = {
  pdf: renderPortfolioPdf,
  pptx: buildPortfolioDeck,
  "share-preview": renderSharePreviewPng,
  "linkedin-badge": renderLinkedInBadgePng,
};

async function handle({ id, kind, snapshot }: ExportJob): Promise<void> {
  try {
    const rendered = await RENDERERS[kind](snapshot);
    // A copy of exactly these bytes, moved (not copied again) to the server thread.
    const bytes = rendered.slice();
    parentPort!.postMessage({ id, ok: true, bytes } satisfies ExportAnswer, [bytes.buffer]);
  } catch (error) {
    parentPort!.postMessage({
      id,
      ok: false,
      message: (error as Error)?.message ?? String(error),
    } satisfies ExportAnswer);
  }
}

parentPort?.on("message", (job: ExportJob) => void handle(job));

// The export worker: renders PDFs, PowerPoint decks, the share page's images and team workbooks off the server's
// event loop. It gets a portfolio snapshot (or the report's rows) as plain data and answers the file's bytes.
// Bundled to .workers/export-worker.mjs by scripts/build-workers.mjs; render-in-worker.ts keeps two warm and ends
// one that overruns its limits.
import { move } from "piscina";
import { buildPortfolioDeck } from "./pptx";
import { renderPortfolioPdf } from "./pdf";
import { renderLinkedInBadgePng } from "./images/linkedin-badge";
import { renderSharePreviewPng } from "./images/share-preview";
import type { PortfolioSnapshot } from "./snapshot";
import { teamReportCsvChunk, teamReportXlsx } from "./team-report";
import type { ReportRow } from "../data/orgs/team";

export type SnapshotKind = "pdf" | "pptx" | "share-preview" | "linkedin-badge";
/**
 * What to render: a file of a portfolio snapshot, an organisation's team report as a workbook, or a part of its CSV.
 * Report rows come as JSON bytes: a large team's rows would take the server thread long to clone as objects.
 */
export type ExportWork =
  | { kind: SnapshotKind; snapshot: PortfolioSnapshot }
  | { kind: "team-xlsx"; orgName: string; batches: Uint8Array[] }
  | { kind: "team-csv"; batch: Uint8Array; withHeader: boolean };
export type ExportJob = { work: ExportWork };

const SNAPSHOT_RENDERERS: Record<SnapshotKind, (snapshot: PortfolioSnapshot) => Promise<Uint8Array>> = {
  pdf: renderPortfolioPdf,
  pptx: buildPortfolioDeck,
  "share-preview": renderSharePreviewPng,
  "linkedin-badge": renderLinkedInBadgePng,
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A batch of report rows as the server thread sends it: JSON bytes, copied across in one piece. */
const rowsOf = (batch: Uint8Array) => JSON.parse(decoder.decode(batch)) as ReportRow[];

function* allRows(batches: Uint8Array[]): Generator<ReportRow> {
  for (const batch of batches) yield* rowsOf(batch);
}

const render = async (work: ExportWork): Promise<Uint8Array> => {
  if (work.kind === "team-xlsx") return teamReportXlsx(work.orgName, allRows(work.batches));
  if (work.kind === "team-csv") return encoder.encode(teamReportCsvChunk(rowsOf(work.batch), work.withHeader));
  return SNAPSHOT_RENDERERS[work.kind](work.snapshot);
};

/** The pool's job: the file's bytes (a failed render rejects with its error). */
export default async function handle({ work }: ExportJob): Promise<Uint8Array> {
  const rendered = await render(work);
  // A copy of exactly these bytes, moved (not copied again) to the server thread.
  return move(rendered.slice()) as Uint8Array;
}

import "server-only";
// The team report as a download: the rows are read from the database batch by batch and each batch is written in
// the export worker pool, so neither a large team's rows nor the CPU of writing them sits on the event loop at once.
// The CSV goes out batch by batch as it is written; the workbook (a zip that can only be finished once) is written
// by one worker job with exceljs's streaming writer and sent as it comes. The caller's export queue slot is held
// until the body is finished or the download is abandoned.
import type { ReportRow, TeamReport } from "../data/orgs/team";
import { contentDisposition } from "../download";
import { withQueueSlot } from "../work-queue";
import { EXPORT_QUEUE, renderInWorker } from "./render-in-worker";

const TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Waits for a slot in the caller's export queue (429 at once when it is full); `release` gives it back. */
async function exportSlot(userId: number): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await new Promise<void>((admitted, refused) => {
    withQueueSlot(EXPORT_QUEUE, [`user:${userId}`], async () => {
      admitted();
      await held;
    }).catch(refused);
  });
  return release;
}

/** The bytes in pieces of at most 64 KB, so a large workbook is not handed to the socket as one block. */
function* pieces(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.byteLength; at += 65_536) yield bytes.subarray(at, at + 65_536);
}

const encoder = new TextEncoder();
/** A batch as the worker takes it: one block of JSON bytes, copied across at once (objects would be cloned one by one). */
const encoded = (rows: ReportRow[]) => encoder.encode(JSON.stringify(rows));

async function* csvParts(report: TeamReport): AsyncGenerator<Uint8Array> {
  let first = true;
  for await (const rows of report.batches()) {
    yield await renderInWorker({ kind: "team-csv", batch: encoded(rows), withHeader: first });
    first = false;
  }
  if (first) yield await renderInWorker({ kind: "team-csv", batch: encoded([]), withHeader: true });
}

async function* xlsxParts(report: TeamReport): AsyncGenerator<Uint8Array> {
  const batches: Uint8Array[] = [];
  for await (const rows of report.batches()) batches.push(encoded(rows));
  yield* pieces(await renderInWorker({ kind: "team-xlsx", orgName: report.orgName, batches }));
}

/**
 * The report's download response; its body is produced while it is sent. `onAdmitted` runs once the export queue
 * took the download (the audit trail's record of it), before the first byte.
 */
export async function teamReportResponse(
  userId: number,
  report: TeamReport,
  format: "csv" | "xlsx",
  onAdmitted?: () => Promise<void>,
): Promise<Response> {
  const release = await exportSlot(userId);
  try {
    await onAdmitted?.();
  } catch (error) {
    release();
    throw error;
  }
  const parts = format === "csv" ? csvParts(report) : xlsxParts(report);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await parts.next();
        if (next.done) {
          controller.close();
          release();
        } else controller.enqueue(next.value);
      } catch (error) {
        console.error("[team report] the download stopped:", (error as Error)?.message ?? error);
        controller.error(error);
        release();
      }
    },
    async cancel() {
      release();
      await parts.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": TYPES[format],
      "content-disposition": contentDisposition("attachment", { ascii: `team-report.${format}` }),
      "cache-control": "private, no-store",
    },
  });
}

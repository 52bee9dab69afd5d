import "server-only";
// The audit trail as a download anyone can re-verify offline (docs/audit-trail.md): every event between the bounds,
// in seq order, with its place, the hash before it, its own hash and the fields the hash covers, as JSON Lines or
// CSV. The body is read a page at a time as the client takes it (a ReadableStream pulling keyset pages), so an
// export of any size holds one page in memory. The export is itself an event, appended before the first byte (after
// the exported range, so it is in the next export). Each export counts against the caller's allowance (429 past it).
import Papa from "papaparse";
import { canonicalJson } from "@/lib/audit-chain";
import type { AuditExportFormat, AuditExportQuery } from "@/lib/validators/audit-trail";
import { getDb } from "../db/client";
import { contentDisposition } from "../download";
import { writeOrgAudit, type OrgContext } from "../data/orgs/access";
import { consumeAllowance } from "../data/usage";
import { chainHead, chainPage, seqAtTime, type ChainRow } from "./rows";

/** Rows per page of the body. */
const EXPORT_PAGE = 2_000;

/** The columns of both formats, in order. */
export const EXPORT_FIELDS = [
  "seq",
  "prevHash",
  "hash",
  "orgId",
  "actorId",
  "action",
  "targetUserId",
  "details",
  "createdAt",
] as const;

const TYPES: Record<AuditExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
};

/** Text a spreadsheet would run as a formula (as the team report guards it; no chain field starts so in practice). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One event as a JSON Lines line: the chained fields and nothing else. */
export function jsonlLine(row: ChainRow): string {
  const { seq, prevHash, hash, orgId, actorId, action, targetUserId, details, createdAt } = row;
  return `${JSON.stringify({ seq, prevHash, hash, orgId, actorId, action, targetUserId, details, createdAt })}\n`;
}

/** Events as CSV lines (CRLF): quoted where a cell needs it; details as their canonical JSON, null as an empty cell. */
export function csvLines(rows: ChainRow[], withHeader: boolean): string {
  const header = withHeader ? `${EXPORT_FIELDS.join(",")}\r\n` : "";
  if (rows.length === 0) return header;
  const cells = rows.map((row) => [
    row.seq,
    row.prevHash,
    row.hash,
    row.orgId,
    row.actorId ?? "",
    row.action,
    row.targetUserId ?? "",
    canonicalJson(row.details),
    row.createdAt,
  ]);
  return `${header}${Papa.unparse(cells, { newline: "\r\n", escapeFormulae: FORMULA_START })}\r\n`;
}

/** The places the export covers: from the first event at or after `from` to the last at or before `to` (or the head). */
async function exportRange(orgId: number, query: AuditExportQuery) {
  const db = await getDb();
  const head = await chainHead(db, orgId);
  let throughSeq = head?.seq ?? 0;
  if (query.to) throughSeq = Math.min(throughSeq, (await seqAtTime(db, orgId, { to: query.to })) ?? 0);
  const firstSeq = query.from ? await seqAtTime(db, orgId, { from: query.from }) : 1;
  return { firstSeq: firstSeq ?? throughSeq + 1, throughSeq };
}

/** The export's download response: the event is recorded, then the body is produced as it is sent. */
export async function auditExportResponse(ctx: OrgContext, query: AuditExportQuery): Promise<Response> {
  const orgId = ctx.org.id;
  const db = await getDb();
  await consumeAllowance(db, ctx.member.userId, "audit_export");
  const { firstSeq, throughSeq } = await exportRange(orgId, query);
  await writeOrgAudit(db, ctx.member, {
    action: "audit_exported",
    details: {
      format: query.format,
      from: query.from?.toISOString() ?? null,
      to: query.to?.toISOString() ?? null,
      firstSeq: firstSeq <= throughSeq ? firstSeq : null,
      throughSeq: firstSeq <= throughSeq ? throughSeq : null,
    },
  });
  const encoder = new TextEncoder();
  let afterSeq = firstSeq - 1;
  let started = false;
  let done = firstSeq > throughSeq;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const header = !started && query.format === "csv";
        started = true;
        const page = done
          ? []
          : await chainPage(db, orgId, {
              afterSeq,
              throughSeq,
              from: query.from,
              to: query.to,
              limit: EXPORT_PAGE,
            });
        if (page.length < EXPORT_PAGE) done = true;
        if (page.length > 0) afterSeq = page.at(-1)!.seq;
        const text = query.format === "csv" ? csvLines(page, header) : page.map(jsonlLine).join("");
        if (text) controller.enqueue(encoder.encode(text));
        if (done) controller.close();
      } catch (error) {
        console.error("[audit export] the download stopped:", (error as Error)?.message ?? error);
        controller.error(error);
      }
    },
  });
  return new Response(body, {
    headers: {
      "content-type": TYPES[query.format],
      "content-disposition": contentDisposition("attachment", { ascii: `audit-trail-${orgId}.${query.format}` }),
      "cache-control": "private, no-store",
    },
  });
}

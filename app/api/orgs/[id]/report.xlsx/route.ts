import { reportRows } from "@/lib/server/data/orgs/team";
import { contentDisposition } from "@/lib/server/download";
import { EXPORT_QUEUE, renderInWorker } from "@/lib/server/export/render-in-worker";
import { parseId, withUser } from "@/lib/server/http";
import { withQueueSlot } from "@/lib/server/work-queue";

/**
 * The team report as an Excel workbook: owners and admins (everyone), managers (their reports). A large team's
 * workbook takes a while to write, so it is written in the export worker pool, in the caller's export queue.
 */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) => {
  const orgId = parseId(params.id, "Organisation");
  const body = await withQueueSlot(EXPORT_QUEUE, [`user:${user.id}`], async () => {
    const { orgName, rows } = await reportRows(user, orgId);
    return renderInWorker({ kind: "team-xlsx", orgName, rows });
  });
  return new Response(Buffer.from(body), {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": contentDisposition("attachment", { ascii: "team-report.xlsx" }),
      "cache-control": "private, no-store",
    },
  });
});

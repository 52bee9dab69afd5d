import { reportRows } from "@/lib/server/data/orgs/team";
import { contentDisposition } from "@/lib/server/download";
import { teamReportCsv } from "@/lib/server/export/team-report";
import { parseId, withUser } from "@/lib/server/http";

/** The team report as CSV: owners and admins (everyone), managers (their reports). */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) => {
  const { rows } = await reportRows(user, parseId(params.id, "Organisation"));
  return new Response(teamReportCsv(rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": contentDisposition("attachment", { ascii: "team-report.csv" }),
      "cache-control": "private, no-store",
    },
  });
});

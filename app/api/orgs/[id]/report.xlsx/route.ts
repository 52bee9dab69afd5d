import { reportRows } from "@/lib/server/data/orgs/team";
import { contentDisposition } from "@/lib/server/download";
import { teamReportXlsx } from "@/lib/server/export/team-report";
import { parseId, withUser } from "@/lib/server/http";

/** The team report as an Excel workbook: owners and admins (everyone), managers (their reports). */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) => {
  const { orgName, rows } = await reportRows(user, parseId(params.id, "Organisation"));
  const body = await teamReportXlsx(orgName, rows);
  return new Response(body, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": contentDisposition("attachment", { ascii: "team-report.xlsx" }),
      "cache-control": "private, no-store",
    },
  });
});

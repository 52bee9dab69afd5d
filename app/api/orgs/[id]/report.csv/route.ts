import { teamReport } from "@/lib/server/data/orgs/team";
import { teamReportResponse } from "@/lib/server/export/team-report-stream";
import { parseId, withUser } from "@/lib/server/http";

/**
 * The team report as CSV: owners and admins (everyone), managers (their reports). Rows are read in batches and
 * written in the export worker pool while the file is sent.
 */
export const GET = withUser<{ id: string }>(async (_request, { user, params }) =>
  teamReportResponse(user.id, await teamReport(user, parseId(params.id, "Organisation")), "csv"),
);

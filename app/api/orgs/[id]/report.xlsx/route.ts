import { orgsRoutes } from "@/lib/api/routes/orgs";
import { TEAM_FIGURES_ACCESS } from "@/lib/server/data/orgs/access";
import { recordReportExport } from "@/lib/server/data/orgs/audit";
import { teamReport } from "@/lib/server/data/orgs/team";
import { teamReportResponse } from "@/lib/server/export/team-report-stream";
import { orgRoute } from "@/lib/server/http";

/**
 * The team report as an Excel workbook: owners and admins (everyone), managers (their reports). Rows are read in batches
 * and written in the export worker pool while the file is sent. Each download is in the audit trail.
 */
export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/report.xlsx"],
  async (_request, { user, org }) =>
    teamReportResponse(user.id, await teamReport(org), "xlsx", () => recordReportExport(org, "xlsx")),
  TEAM_FIGURES_ACCESS,
);

import { recognitionSocialRoutes } from "@/lib/api/routes/recognition-social";
import { orgRoute } from "@/lib/server/http";
import { removeSlackWebhook, saveSlackWebhook, SLACK_ADMINS, slackWebhookStatus } from "@/lib/server/recognition/slack";

/** Whether a webhook is set (its last four characters, never the URL). */
export const GET = orgRoute(
  recognitionSocialRoutes["GET /api/orgs/[id]/integrations/slack"],
  async (_request, { org }) => slackWebhookStatus(org),
  SLACK_ADMINS,
);

/** `{ webhookUrl }`: a Slack incoming webhook (https://hooks.slack.com/services/...), stored sealed. */
export const POST = orgRoute(
  recognitionSocialRoutes["POST /api/orgs/[id]/integrations/slack"],
  async (_request, { org, input }) => saveSlackWebhook(org, input),
  SLACK_ADMINS,
);

export const DELETE = orgRoute(
  recognitionSocialRoutes["DELETE /api/orgs/[id]/integrations/slack"],
  async (_request, { org }) => removeSlackWebhook(org),
  SLACK_ADMINS,
);

// Route table entries for an organisation's recognition feed, kudos, e-mail choices and Slack webhook.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import type { listReceivedKudos, sendKudos, setKudosOnBook } from "@/lib/server/data/orgs/kudos";
import type { recognitionFeed } from "@/lib/server/data/orgs/recognition-feed";
import type {
  getRecognitionPreferences,
  updateRecognitionPreferences,
} from "@/lib/server/data/orgs/recognition-preferences";
import type { removeSlackWebhook, saveSlackWebhook, slackWebhookStatus } from "@/lib/server/recognition/slack";
import type { unsubscribeFromRecognitionMail } from "@/lib/server/recognition/unsubscribe";
import {
  feedQuerySchema,
  kudosBookSchema,
  kudosSchema,
  recognitionPreferencesSchema,
  slackWebhookSchema,
  unsubscribeSchema,
} from "@/lib/validators/recognition-social";

export const recognitionSocialRoutes = routeTable({
  "GET /api/orgs/[id]/recognition-feed": {
    input: feedQuerySchema,
    output: out<Returns<typeof recognitionFeed>>(),
  },
  "POST /api/orgs/[id]/kudos": {
    input: kudosSchema,
    output: out<Returns<typeof sendKudos>>(),
  },
  "GET /api/kudos": { output: out<Returns<typeof listReceivedKudos>>() },
  "PATCH /api/kudos/[kudosId]": {
    input: kudosBookSchema,
    output: out<Returns<typeof setKudosOnBook>>(),
  },
  "GET /api/orgs/[id]/recognition-preferences": {
    output: out<Returns<typeof getRecognitionPreferences>>(),
  },
  "PUT /api/orgs/[id]/recognition-preferences": {
    input: recognitionPreferencesSchema,
    output: out<Returns<typeof updateRecognitionPreferences>>(),
  },
  "GET /api/orgs/[id]/integrations/slack": {
    output: out<Returns<typeof slackWebhookStatus>>(),
  },
  "POST /api/orgs/[id]/integrations/slack": {
    input: slackWebhookSchema,
    output: out<Returns<typeof saveSlackWebhook>>(),
  },
  "DELETE /api/orgs/[id]/integrations/slack": {
    output: out<Returns<typeof removeSlackWebhook>>(),
  },
  "POST /api/recognition-unsubscribe": {
    input: unsubscribeSchema,
    output: out<Returns<typeof unsubscribeFromRecognitionMail>>(),
  },
});

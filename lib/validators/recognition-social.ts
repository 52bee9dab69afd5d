// The social side of recognition: kudos between colleagues, the organisation's recognition feed, each member's
// e-mail choices, the Slack incoming webhook and the unsubscribe link of announcement e-mails. Shared by the forms
// and the route handlers.
import { z } from "zod";

export const KUDOS_MESSAGE_MAX = 500;
export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
export const SLACK_WEBHOOK_URL_MAX = 500;

/** The recognition e-mails a member can stop from an unsubscribe link. */
export const UNSUBSCRIBE_CHOICES = ["announcements", "nudges"] as const;
export type UnsubscribeChoice = (typeof UNSUBSCRIBE_CHOICES)[number];

/**
 * The link of a recognition e-mail's unsubscribe: `<org id>.<user id>.<signature>` (43 base64url characters) for
 * announcements, `<org id>.<user id>.nudges.<signature>` for nudges.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^(\d{1,9})\.(\d{1,9})\.(?:(nudges)\.)?([A-Za-z0-9_-]{43})$/;

const colleague = z.number({ error: "Choose a colleague" }).int("Choose a colleague").positive("Choose a colleague");

/** POST /api/orgs/{id}/kudos. */
export const kudosSchema = z.object({
  toUserId: colleague,
  message: z
    .string({ error: "Write a few words of thanks" })
    .trim()
    .min(1, "Write a few words of thanks")
    .max(KUDOS_MESSAGE_MAX, `Kudos must be at most ${KUDOS_MESSAGE_MAX} characters`),
});

export type KudosInput = z.infer<typeof kudosSchema>;

/** PATCH /api/kudos/{kudosId}: the recipient shows the kudos on their book as a peer endorsement, or not. */
export const kudosBookSchema = z.object({
  onBook: z.boolean({ error: "onBook must be true or false" }),
});

/**
 * POST /api/orgs/{id}/integrations/slack. Only the shape is checked here; the server decides which hosts it accepts
 * (hooks.slack.com, see lib/slack-webhook.ts), so a form can run `slackWebhookProblem` on the value too.
 */
export const slackWebhookSchema = z.object({
  webhookUrl: z
    .string({ error: "Paste the webhook URL Slack gave you" })
    .trim()
    .min(1, "Paste the webhook URL Slack gave you")
    .max(SLACK_WEBHOOK_URL_MAX, `The webhook URL must be at most ${SLACK_WEBHOOK_URL_MAX} characters`),
});

export type SlackWebhookInput = z.infer<typeof slackWebhookSchema>;

/** PUT /api/orgs/{id}/recognition-preferences: either choice, or both. */
export const recognitionPreferencesSchema = z
  .object({
    announcements: z.boolean({ error: "announcements must be true or false" }).optional(),
    nudges: z.boolean({ error: "nudges must be true or false" }).optional(),
  })
  .refine((v) => v.announcements !== undefined || v.nudges !== undefined, "Nothing to change");

export type RecognitionPreferencesInput = z.infer<typeof recognitionPreferencesSchema>;

// An empty query parameter means the default.
const emptyAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/orgs/{id}/recognition-feed?cursor=&limit= */
export const feedQuerySchema = z.object({
  limit: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit: at least 1")
      .max(FEED_PAGE_MAX, `Limit: at most ${FEED_PAGE_MAX} items a page`)
      .default(FEED_PAGE_DEFAULT),
  ),
  cursor: z.preprocess(
    emptyAsAbsent,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,300}$/, "This page link is no longer valid: use the previous answer's nextCursor")
      .optional(),
  ),
});

export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** POST /api/recognition-unsubscribe: the token of the link in an announcement or nudge e-mail. */
export const unsubscribeSchema = z.object({
  token: z
    .string({ error: "This unsubscribe link is not valid" })
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, "This unsubscribe link is not valid"),
});

import "server-only";
// The organisation's Slack incoming webhook: saved sealed by owners and admins, never answered back (its last four
// characters at most), and used to post the organisation's announcements. Posting never fails the caller: Slack
// being slow, down or the webhook revoked costs one log line, not an award run.
import { eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { normalizeSlackWebhook, slackDeliveryUrl, slackWebhookProblem, webhookLast4 } from "@/lib/slack-webhook";
import type { SlackWebhookInput } from "@/lib/validators/recognition-social";
import { getDb } from "../db/client";
import { orgSlackWebhooks, users } from "../db/schema";
import { ApiError } from "../errors";
import { sealers } from "../sealed-tokens";
import { requireUserId } from "../data/user-scope";
import { ADMIN_ROLES, writeOrgAudit, type OrgAccess, type OrgContext } from "../data/orgs/access";

/** Who may set, see and remove the webhook: owners and admins of an Enterprise organisation. */
export const SLACK_ADMINS = {
  roles: { roles: ADMIN_ROLES, action: "manage the Slack integration" },
  plan: { tier: "enterprise", feature: "Slack announcements" },
} as const satisfies OrgAccess;

const POST_TIMEOUT_MS = 5_000;

export type SlackWebhookView =
  | { configured: false }
  | { configured: true; last4: string; addedBy: { id: number; name: string } | null; createdAt: Date };

const testBase = () => env().SLACK_WEBHOOK_BASE_URL ?? null;

export async function slackWebhookStatus({ org }: OrgContext): Promise<SlackWebhookView> {
  const db = await getDb();
  const [row] = await db
    .select({
      sealed: orgSlackWebhooks.webhookUrlSealed,
      addedBy: orgSlackWebhooks.addedBy,
      addedByName: users.fullName,
      createdAt: orgSlackWebhooks.createdAt,
    })
    .from(orgSlackWebhooks)
    .leftJoin(users, eq(users.id, orgSlackWebhooks.addedBy))
    .where(eq(orgSlackWebhooks.orgId, org.id));
  if (!row) return { configured: false };
  const url = sealers.slackWebhooks.open(row.sealed);
  return {
    configured: true,
    // A URL sealed under an earlier AUTH_SECRET cannot be read: it shows as set, to be saved again.
    last4: url ? webhookLast4(url) : "????",
    addedBy: row.addedBy !== null && row.addedByName !== null ? { id: row.addedBy, name: row.addedByName } : null,
    createdAt: row.createdAt,
  };
}

/** Saves (or replaces) the webhook: 422 for any address that is not Slack's incoming webhook host. */
export async function saveSlackWebhook(ctx: OrgContext, input: SlackWebhookInput): Promise<SlackWebhookView> {
  const userId = requireUserId(ctx.member.userId);
  const problem = slackWebhookProblem(input.webhookUrl, testBase());
  if (problem) throw new ApiError("validation_error", problem, { webhookUrl: problem });
  const url = normalizeSlackWebhook(input.webhookUrl);
  const sealed = sealers.slackWebhooks.seal(url);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(orgSlackWebhooks)
      .values({ orgId: ctx.org.id, webhookUrlSealed: sealed, addedBy: userId, createdAt: now })
      .onConflictDoUpdate({
        target: orgSlackWebhooks.orgId,
        set: { webhookUrlSealed: sealed, addedBy: userId, createdAt: now },
      });
    await writeOrgAudit(tx, ctx.member, { action: "slack_connected", details: { last4: webhookLast4(url) } });
  });
  return slackWebhookStatus(ctx);
}

export async function removeSlackWebhook(ctx: OrgContext): Promise<SlackWebhookView> {
  requireUserId(ctx.member.userId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(orgSlackWebhooks)
      .where(eq(orgSlackWebhooks.orgId, ctx.org.id))
      .returning({ orgId: orgSlackWebhooks.orgId });
    if (removed.length > 0) await writeOrgAudit(tx, ctx.member, { action: "slack_removed" });
  });
  return { configured: false };
}

/** Whether the organisation has a webhook set (announcements are only written for Slack when it has). */
export async function hasSlackWebhook(orgId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ orgId: orgSlackWebhooks.orgId })
    .from(orgSlackWebhooks)
    .where(eq(orgSlackWebhooks.orgId, orgId));
  return row !== undefined;
}

/**
 * Posts `text` (Slack mrkdwn, escaped by the caller) to the organisation's webhook, within 5 seconds. Answers whether
 * Slack took it; never throws. The URL is never logged: it is the credential.
 */
export async function postToSlack(orgId: number, text: string): Promise<boolean> {
  try {
    const db = await getDb();
    const [row] = await db
      .select({ sealed: orgSlackWebhooks.webhookUrlSealed })
      .from(orgSlackWebhooks)
      .where(eq(orgSlackWebhooks.orgId, orgId));
    if (!row) return false;
    const stored = sealers.slackWebhooks.open(row.sealed);
    const target = stored ? slackDeliveryUrl(stored, testBase()) : null;
    if (!target) {
      console.warn(`[slack] organisation ${orgId}: the saved webhook cannot be used; an admin must save it again`);
      return false;
    }
    const response = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
      // A webhook answers where it is; following a redirect would send the message somewhere nobody checked.
      redirect: "error",
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    });
    if (!response.ok) {
      console.warn(`[slack] organisation ${orgId}: the webhook answered ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    console.warn(
      `[slack] organisation ${orgId}: posting failed (${(error as Error).name}${code ? `, ${String(code)}` : ""})`,
    );
    return false;
  }
}

import "server-only";
// The organisation's audit webhook, set by owners and admins of an Enterprise organisation: an https address that
// receives every new event (lib/server/audit/webhook-delivery.ts), signed with a secret of the organisation's in the
// Standard Webhooks format. The secret is answered once, when the webhook is saved (saving again makes a new one);
// it is stored sealed under AUTH_SECRET because the server signs with it, and never shown again.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AuditWebhookInput } from "@/lib/validators/audit-trail";
import { getDb } from "../db/client";
import { orgAuditWebhooks } from "../db/schema";
import { ADMIN_ROLES, writeOrgAudit, type OrgAccess, type OrgContext } from "../data/orgs/access";
import { requireUserId } from "../data/user-scope";
import { checkOutboundUrl } from "../outbound-url";
import { sealers } from "../sealed-tokens";
import { lockAuditHead } from "./append";
import { chainHead } from "./rows";

const ENTERPRISE_AUDIT = { tier: "enterprise", feature: "The verifiable audit trail" } as const;

/** Verification and export: owners and admins of an Enterprise organisation. */
export const AUDIT_TRAIL_ACCESS = {
  roles: { roles: ADMIN_ROLES, action: "verify or export the audit trail" },
  plan: ENTERPRISE_AUDIT,
} as const satisfies OrgAccess;

/** The webhook: owners and admins of an Enterprise organisation. */
export const AUDIT_WEBHOOK_ACCESS = {
  roles: { roles: ADMIN_ROLES, action: "manage the audit webhook" },
  plan: ENTERPRISE_AUDIT,
} as const satisfies OrgAccess;

export type AuditWebhookStatus =
  | { configured: false }
  | {
      configured: true;
      url: string;
      createdAt: Date;
      /**
       * Delivery goes on after this event: the last one the receiver took (when `lastDeliveredAt` says it took any),
       * or for a webhook that has delivered nothing yet, the event before its own `audit_webhook_set`.
       */
      lastDeliveredSeq: number;
      lastDeliveredAt: Date | null;
      /** The chain's last event, and how many after the last delivered wait. */
      headSeq: number;
      waiting: number;
      /** Failed attempts since the last delivery, the last one's time and error, and when the next is due. */
      failures: number;
      lastAttemptAt: Date | null;
      lastError: string | null;
      nextAttemptAt: Date | null;
    };

/** A new signing secret: "whsec_" and 32 random bytes in base64, as Standard Webhooks libraries read it. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export async function auditWebhookStatus({ org }: OrgContext): Promise<AuditWebhookStatus> {
  const db = await getDb();
  const [row] = await db.select().from(orgAuditWebhooks).where(eq(orgAuditWebhooks.orgId, org.id));
  if (!row) return { configured: false };
  const headSeq = (await chainHead(db, org.id))?.seq ?? 0;
  const waiting = Math.max(0, headSeq - row.lastDeliveredSeq);
  return {
    configured: true,
    url: row.url,
    createdAt: row.createdAt,
    lastDeliveredSeq: row.lastDeliveredSeq,
    lastDeliveredAt: row.lastDeliveredAt,
    headSeq,
    waiting,
    failures: row.attempts,
    lastAttemptAt: row.lastAttemptAt,
    lastError: row.lastError,
    nextAttemptAt: waiting > 0 || row.pendingThroughSeq !== null ? row.nextAttemptAt : null,
  };
}

/**
 * Saves the address (422 for one the server may not call) with a new secret, answered this once. A first webhook
 * receives the events from its own `audit_webhook_set` on; replacing one keeps where delivery stands.
 */
export async function saveAuditWebhook(
  ctx: OrgContext,
  input: AuditWebhookInput,
): Promise<AuditWebhookStatus & { secret: string }> {
  const userId = requireUserId(ctx.member.userId);
  const url = await checkOutboundUrl(input.url, "url");
  const secret = newSecret();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ lastDeliveredSeq: orgAuditWebhooks.lastDeliveredSeq })
      .from(orgAuditWebhooks)
      .where(eq(orgAuditWebhooks.orgId, ctx.org.id))
      .for("update");
    // The head before this save's own event: a new receiver's first delivery is that event.
    const head = await lockAuditHead(tx, ctx.org.id);
    const now = new Date();
    const settings = {
      url: url.toString(),
      secretSealed: sealers.auditWebhooks.seal(secret),
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      leaseUntil: null,
      addedBy: userId,
      createdAt: now,
    };
    await tx
      .insert(orgAuditWebhooks)
      .values({ orgId: ctx.org.id, lastDeliveredSeq: existing?.lastDeliveredSeq ?? head.seq, ...settings })
      .onConflictDoUpdate({ target: orgAuditWebhooks.orgId, set: settings });
    await writeOrgAudit(tx, ctx.member, {
      action: "audit_webhook_set",
      details: { host: url.host, replaced: existing !== undefined },
    });
  });
  return { ...(await auditWebhookStatus(ctx)), secret };
}

export async function removeAuditWebhook(ctx: OrgContext): Promise<AuditWebhookStatus> {
  requireUserId(ctx.member.userId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(orgAuditWebhooks)
      .where(eq(orgAuditWebhooks.orgId, ctx.org.id))
      .returning({ url: orgAuditWebhooks.url });
    if (removed) {
      await writeOrgAudit(tx, ctx.member, {
        action: "audit_webhook_removed",
        details: { host: new URL(removed.url).host },
      });
    }
  });
  return { configured: false };
}

import "server-only";
// Upgrading without card payment (there is none yet): a rep asks for Pro Seller, an admin approves (the plan changes)
// or declines; the decision, its audit entry and the e-mail to the rep are written in one transaction.
import { and, asc, desc, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { PLANS } from "@/lib/plans";
import type {
  OpenUpgradeRequest,
  UpgradeDecision,
  UpgradeRequestInput,
  UpgradeRequestView,
} from "@/lib/validators/upgrade-request";
import { enqueueMail } from "../mail";
import { upgradeDecisionMail } from "../mail/messages";
import { getDb, type Tx } from "../db/client";
import { upgradeRequests, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { kickAdminDigest } from "./admin-digest";
import { writeAudit, type RequestMeta } from "./audit";
import { requireAdmin } from "../roles";
import { setSubscriptionTier, type PublicUser } from "./users";
import { requireUserId } from "./user-scope";

type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;

function toView(row: UpgradeRequestRow): UpgradeRequestView {
  return {
    id: row.id,
    tier: row.tier,
    isAnnualBilling: row.isAnnualBilling,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The rep's requests, newest first. */
export async function listUpgradeRequests(userId: number): Promise<UpgradeRequestView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(upgradeRequests)
    .where(eq(upgradeRequests.userId, requireUserId(userId)))
    .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id));
  return rows.map(toView);
}

/**
 * Records the rep's request. A rep has at most one open request: asking again updates it (billing, note) rather
 * than queueing a second one for the admin. `created` tells the two apart. A rep already on a paid plan gets 409.
 */
export async function requestUpgrade(
  userId: number,
  input: UpgradeRequestInput,
  meta: RequestMeta,
): Promise<{ request: UpgradeRequestView; created: boolean }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Locking the rep's row serialises their concurrent requests, so two can't both find no open one.
    const [rep] = await tx
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, requireUserId(userId)))
      .for("update");
    if (!rep) throw notFound("User");
    if (rep.tier !== "starter") {
      throw new ApiError("conflict", `Your account is already on the ${PLANS[rep.tier].name} plan`);
    }
    const values = { tier: input.tier, isAnnualBilling: input.isAnnualBilling, note: input.note };
    const [open] = await tx
      .select({ id: upgradeRequests.id })
      .from(upgradeRequests)
      .where(and(eq(upgradeRequests.userId, userId), eq(upgradeRequests.status, "open")));
    const [row] = open
      ? await tx.update(upgradeRequests).set(values).where(eq(upgradeRequests.id, open.id)).returning()
      : await tx
          .insert(upgradeRequests)
          .values({ ...values, userId })
          .returning();
    await writeAudit(
      tx,
      {
        userId,
        entityType: "upgrade_request",
        entityId: row!.id,
        action: open ? "upgrade_request_updated" : "upgrade_requested",
        details: values,
      },
      meta,
    );
    return { request: toView(row!), created: !open };
  });
  kickAdminDigest();
  return result;
}

/** The open requests of every rep, oldest first. Admins only. */
export async function listOpenUpgradeRequests(admin: PublicUser): Promise<OpenUpgradeRequest[]> {
  requireAdmin(admin);
  const db = await getDb();
  const rows = await db
    .select({
      request: upgradeRequests,
      rep: { id: users.id, fullName: users.fullName, email: users.email, subscriptionTier: users.subscriptionTier },
    })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .where(eq(upgradeRequests.status, "open"))
    .orderBy(asc(upgradeRequests.createdAt), asc(upgradeRequests.id));
  return rows.map(({ request, rep }) => ({ ...toView(request), rep }));
}

async function lockOpenRequest(tx: Tx, id: number) {
  const [row] = await tx
    .select({ request: upgradeRequests, rep: { fullName: users.fullName, email: users.email } })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .where(eq(upgradeRequests.id, id))
    .for("update");
  if (!row) throw notFound("Upgrade request");
  if (row.request.status !== "open") throw new ApiError("conflict", "This upgrade request has already been handled");
  return row;
}

/** Approves (the rep's plan changes) or declines an open request; the rep is e-mailed either way. Admins only. */
export async function decideUpgradeRequest(
  admin: PublicUser,
  id: number,
  { decision }: UpgradeDecision,
  meta: Omit<RequestMeta, "actor">,
): Promise<UpgradeRequestView> {
  requireAdmin(admin);
  const approved = decision === "approve";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { request, rep } = await lockOpenRequest(tx, id);
    if (approved) {
      await setSubscriptionTier(rep.email, request.tier, tx);
      // The billing period the rep chose is kept on the account for when card payment arrives.
      await tx.update(users).set({ isAnnualBilling: request.isAnnualBilling }).where(eq(users.id, request.userId));
    }
    const [row] = await tx
      .update(upgradeRequests)
      .set({ status: approved ? "approved" : "declined", handledAt: new Date(), handledBy: admin.id })
      .where(eq(upgradeRequests.id, id))
      .returning();
    await writeAudit(
      tx,
      {
        userId: request.userId,
        entityType: "upgrade_request",
        entityId: id,
        action: approved ? "approved" : "declined",
        details: { tier: request.tier, isAnnualBilling: request.isAnnualBilling, adminId: admin.id },
      },
      { actor: admin.email, ip: meta.ip, userAgent: meta.userAgent },
    );
    await enqueueMail(
      await upgradeDecisionMail({
        fullName: rep.fullName,
        tier: request.tier,
        approved,
        link: new URL(approved ? "/dashboard" : "/upgrade", env().APP_URL).toString(),
      }),
      { userId: request.userId, to: rep.email, about: { type: "upgrade_request", id } },
      tx,
    );
    return toView(row!);
  });
}

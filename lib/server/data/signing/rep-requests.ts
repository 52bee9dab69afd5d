import "server-only";
// The signed-in rep's side of manager e-signature: the state of each record's latest request, resending a request
// with a new link, and canceling one that is still waiting. Every query is scoped to the rep's user id.
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { getDb, type Tx } from "../../db/client";
import { mailOutbox, quotaRecords, signingRequests } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import type { RequestMeta } from "../audit";
import { requireUserId } from "../user-scope";
import { audit, latestRequest, openRequest, type SigningRow } from "./shared";

/** One resend per request every 10 minutes. */
export const RESEND_INTERVAL_MS = 10 * 60_000;

export type SigningState = {
  id: number;
  quotaRecordId: number;
  status: SigningRow["status"];
  managerName: string;
  managerEmail: string;
  signerName: string | null;
  signedAt: Date | null;
  /** Signed from the rep's own device: the record waits for an admin's review. */
  signedFromRepDevice: boolean;
  declineReason: string | null;
  expiresAt: Date;
  lastSentAt: Date | null;
  createdAt: Date;
  /** The manager e-mail's delivery: "failed" shows on the record. */
  mailStatus: "queued" | "sent" | "failed" | null;
  mailError: string | null;
};

/**
 * Marks every request past its expiry as expired, with its audit entry (they were unusable already; this makes the
 * stored state say so). The mail job runs it; a read shows such a request as expired without writing.
 */
export async function expireOverdueSigningRequests(now = new Date()): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(signingRequests)
      .set({ status: "expired" })
      .where(and(eq(signingRequests.status, "sent"), lte(signingRequests.expiresAt, now)))
      .returning();
    for (const request of expired) {
      await audit(
        tx,
        request.userId,
        request.quotaRecordId,
        "expired",
        { actor: "system", ip: null, userAgent: null },
        { requestId: request.id },
      );
    }
    return expired.length;
  });
}

/** A request's status as it stands now: one still "sent" past its expiry reads as expired. */
const currentStatus = (request: SigningRow, now: Date): SigningRow["status"] =>
  request.status === "sent" && request.expiresAt.getTime() <= now.getTime() ? "expired" : request.status;

export async function listSigningStates(userId: number): Promise<SigningState[]> {
  requireUserId(userId);
  const now = new Date();
  const db = await getDb();
  const rows = await db
    .select()
    .from(signingRequests)
    .where(eq(signingRequests.userId, userId))
    .orderBy(desc(signingRequests.id));
  const latest = new Map<number, SigningRow>();
  for (const row of rows) if (!latest.has(row.quotaRecordId)) latest.set(row.quotaRecordId, row);
  const ids = [...latest.values()].map((r) => r.id);
  const mails =
    ids.length === 0
      ? []
      : await db
          .select({ entityId: mailOutbox.entityId, status: mailOutbox.status, lastError: mailOutbox.lastError })
          .from(mailOutbox)
          .where(
            and(
              eq(mailOutbox.userId, userId),
              eq(mailOutbox.entityType, "signing_request"),
              inArray(mailOutbox.entityId, ids),
            ),
          )
          .orderBy(desc(mailOutbox.id));
  return [...latest.values()].map((r) => {
    const mail = mails.find((m) => m.entityId === r.id);
    return {
      id: r.id,
      quotaRecordId: r.quotaRecordId,
      status: currentStatus(r, now),
      managerName: r.managerName,
      managerEmail: r.managerEmail,
      signerName: r.signerName,
      signedAt: r.signedAt,
      signedFromRepDevice: r.signedFromRepDevice,
      declineReason: r.declineReason,
      expiresAt: r.expiresAt,
      lastSentAt: r.lastSentAt,
      createdAt: r.createdAt,
      mailStatus: mail?.status ?? null,
      mailError: mail?.status === "failed" ? mail.lastError : null,
    };
  });
}

async function ownedRequestForUpdate(tx: Tx, userId: number, requestId: number): Promise<SigningRow> {
  const [request] = await tx
    .select()
    .from(signingRequests)
    .where(and(eq(signingRequests.userId, requireUserId(userId)), eq(signingRequests.id, requestId)))
    .for("update");
  if (!request) throw notFound("Signing request");
  return request;
}

/** A new link to the same manager for the record's current figures; the old link stops working. */
export async function resendSigningRequest(userId: number, requestId: number, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const request = await ownedRequestForUpdate(tx, userId, requestId);
    const latest = await latestRequest(tx, userId, request.quotaRecordId);
    if (latest?.id !== request.id) throw new ApiError("conflict", "A newer request exists for this record");
    if (request.status === "signed") throw new ApiError("conflict", "Your manager has already signed this record");
    const sentAt = (request.lastSentAt ?? request.createdAt).getTime();
    const waitMs = sentAt + RESEND_INTERVAL_MS - Date.now();
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      throw new ApiError(
        "too_many_requests",
        `You can resend a signature request once every 10 minutes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        undefined,
        { "Retry-After": String(Math.ceil(waitMs / 1000)) },
      );
    }
    const [record] = await tx
      .select()
      .from(quotaRecords)
      .where(and(eq(quotaRecords.userId, userId), eq(quotaRecords.id, request.quotaRecordId)))
      .for("update");
    if (!record) throw notFound("Quota record");
    if (record.proofType !== "manager_esign")
      throw new ApiError("conflict", "This record no longer uses manager e-signature");
    if (currentStatus(request, new Date()) === "expired" && request.status === "sent") {
      // Past its expiry, not yet marked by the job: the history says it expired, as the job would have.
      await tx.update(signingRequests).set({ status: "expired" }).where(eq(signingRequests.id, request.id));
      await audit(
        tx,
        userId,
        record.id,
        "expired",
        { actor: "system", ip: null, userAgent: null },
        { requestId: request.id },
      );
    } else if (request.status === "sent") {
      await tx.update(signingRequests).set({ status: "canceled" }).where(eq(signingRequests.id, request.id));
      await audit(tx, userId, record.id, "voided", meta, { requestId: request.id, reason: "Resent with a new link" });
    }
    await openRequest(tx, record, { name: request.managerName, email: request.managerEmail }, meta, "resent");
  });
}

export async function cancelSigningRequest(userId: number, requestId: number, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const request = await ownedRequestForUpdate(tx, userId, requestId);
    if (currentStatus(request, new Date()) !== "sent")
      throw new ApiError("conflict", "Only a request waiting for a signature can be canceled");
    await tx.update(signingRequests).set({ status: "canceled" }).where(eq(signingRequests.id, request.id));
    await audit(tx, userId, request.quotaRecordId, "canceled", meta, { requestId: request.id });
  });
}

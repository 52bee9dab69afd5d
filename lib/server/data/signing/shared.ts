import "server-only";
// What the three sides of manager e-signature share: the row types, the audit entry on the quota record, and
// opening a request (a single-use token of which only the SHA-256 is stored, e-mailed to the manager).
import { and, desc, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { emailDomain } from "@/lib/email-address";
import type { Db, Tx } from "../../db/client";
import { signingRequests, users, type quotaRecords } from "../../db/schema";
import { hashLinkToken, newLinkToken } from "../../link-tokens";
import { enqueueMail } from "../../mail";
import { signatureRequestMail } from "../../mail/messages";
import { claimedFigures, figuresHash } from "../../signing/figures";
import { assertManagerAddress } from "../../signing/manager-address";
import { writeAudit, type RequestMeta } from "../audit";
import { consumeAllowance } from "../usage";
import { findOwnMailboxes, requireConfirmedAccount } from "../mailboxes";

export type QuotaRow = typeof quotaRecords.$inferSelect;
export type SigningRow = typeof signingRequests.$inferSelect;

export const audit = (tx: Db | Tx, userId: number, recordId: number, action: string, meta: RequestMeta, details = {}) =>
  writeAudit(tx, { userId, entityType: "quota_record", entityId: recordId, action, details }, meta);

export async function repName(tx: Tx, userId: number): Promise<string> {
  const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.fullName ?? "A QuotaProof user";
}

/** Opens a request for the record's current figures and queues the e-mail to the manager. */
export async function openRequest(
  tx: Tx,
  record: QuotaRow,
  manager: { name: string; email: string },
  meta: RequestMeta,
  action: "requested" | "resent",
): Promise<SigningRow> {
  await requireConfirmedAccount(tx, record.userId);
  assertManagerAddress(manager.email, await findOwnMailboxes(tx, record.userId));
  // Every signing request is an e-mail to someone else on the rep's behalf: capped per rep.
  await consumeAllowance(tx, record.userId, "rep_mail");
  const token = newLinkToken();
  const figures = claimedFigures(record);
  const expiresAt = new Date(Date.now() + env().SIGNING_REQUEST_TTL_HOURS * 3_600_000);
  const [request] = await tx
    .insert(signingRequests)
    .values({
      userId: record.userId,
      quotaRecordId: record.id,
      managerName: manager.name,
      managerEmail: manager.email,
      signerDomain: emailDomain(manager.email),
      tokenHash: hashLinkToken(token),
      figuresHash: figuresHash(figures),
      expiresAt,
      lastSentAt: new Date(),
    })
    .returning();
  const mail = await signatureRequestMail({
    repName: await repName(tx, record.userId),
    managerName: manager.name,
    figures,
    link: `${env().APP_URL.replace(/\/$/, "")}/sign/${token}`,
    expiresAt,
  });
  await enqueueMail(
    mail,
    {
      userId: record.userId,
      to: manager.email,
      link: { token, expiresAt },
      about: { type: "signing_request", id: request!.id },
    },
    tx,
  );
  await audit(tx, record.userId, record.id, action, meta, {
    requestId: request!.id,
    managerName: manager.name,
    managerEmail: manager.email,
    figuresHash: request!.figuresHash,
  });
  return request!;
}

/** The record's most recent request, whatever its status. */
export async function latestRequest(tx: Tx, userId: number, recordId: number): Promise<SigningRow | undefined> {
  const [row] = await tx
    .select()
    .from(signingRequests)
    .where(and(eq(signingRequests.userId, userId), eq(signingRequests.quotaRecordId, recordId)))
    .orderBy(desc(signingRequests.id))
    .limit(1);
  return row;
}

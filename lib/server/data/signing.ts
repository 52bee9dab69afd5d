import "server-only";
// Manager e-signature requests: opened with a quota record (in its transaction), e-mailed with a single-use token
// of which only the SHA-256 is stored, signed or declined at /sign/<token>, resent or canceled by the rep.
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import { env } from "@/lib/env";
import { emailDomain } from "@/lib/email-address";
import { MISSING_MANAGER_MESSAGE, type QuotaRecordInput } from "@/lib/validators/quota-record";
import { getDb, type Tx } from "../db/client";
import { mailOutbox, quotaRecords, signingRequests, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { enqueueMail } from "../mail";
import { declinedMail, signatureRequestMail, signedMail } from "../signing/emails";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../signing/figures";
import { assertManagerAddress } from "../signing/manager-address";
import { writeAudit, type RequestMeta } from "./audit";
import { isRepDevice } from "./sign-ins";
import { consumeAllowance } from "./usage";
import { hashLinkToken, isLinkToken, newLinkToken } from "../link-tokens";
import { findOwnMailboxes } from "./users";
import { requireUserId } from "./user-scope";

type QuotaRow = typeof quotaRecords.$inferSelect;
type SigningRow = typeof signingRequests.$inferSelect;

/** One resend per request every 10 minutes. */
export const RESEND_INTERVAL_MS = 10 * 60_000;
const OPEN_STATUSES = ["sent", "signed"] as const;

const isExpired = (request: Pick<SigningRow, "expiresAt">, now = new Date()) => request.expiresAt.getTime() <= now.getTime();
const audit = (tx: Tx, userId: number, recordId: number, action: string, meta: RequestMeta, details = {}) =>
  writeAudit(tx, { userId, entityType: "quota_record", entityId: recordId, action, details }, meta);

async function repName(tx: Tx, userId: number): Promise<string> {
  const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return user?.fullName ?? "A QuotaProof user";
}

/** Opens a request for the record's current figures and queues the e-mail to the manager. */
async function openRequest(
  tx: Tx,
  record: QuotaRow,
  manager: { name: string; email: string },
  meta: RequestMeta,
  action: "requested" | "resent",
): Promise<SigningRow> {
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
  const mail = signatureRequestMail({
    repName: await repName(tx, record.userId),
    managerName: manager.name,
    figures,
    link: `${env().APP_URL.replace(/\/$/, "")}/sign/${token}`,
    expiresAt,
  });
  await enqueueMail(
    { userId: record.userId, to: manager.email, ...mail, entityType: "signing_request", entityId: request!.id },
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

/** Voids the record's open requests (sent or signed): their tokens stop working. */
async function voidOpenRequests(tx: Tx, record: QuotaRow, meta: RequestMeta, reason: string): Promise<SigningRow[]> {
  const voided = await tx
    .update(signingRequests)
    .set({ status: "canceled" })
    .where(
      and(
        eq(signingRequests.userId, record.userId),
        eq(signingRequests.quotaRecordId, record.id),
        inArray(signingRequests.status, [...OPEN_STATUSES]),
      ),
    )
    .returning();
  for (const request of voided) {
    await audit(tx, record.userId, record.id, "voided", meta, { requestId: request.id, previousStatus: request.status, reason });
  }
  return voided;
}

async function latestRequest(tx: Tx, userId: number, recordId: number): Promise<SigningRow | undefined> {
  const [row] = await tx
    .select()
    .from(signingRequests)
    .where(and(eq(signingRequests.userId, userId), eq(signingRequests.quotaRecordId, recordId)))
    .orderBy(desc(signingRequests.id))
    .limit(1);
  return row;
}

function managerFrom(input: QuotaRecordInput, fallback?: SigningRow): { name: string; email: string } {
  const name = input.managerName ?? fallback?.managerName;
  const email = input.managerEmail ?? fallback?.managerEmail;
  if (!name || !email) {
    throw new ApiError("validation_error", MISSING_MANAGER_MESSAGE, {
      ...(name ? {} : { managerName: MISSING_MANAGER_MESSAGE }),
      ...(email ? {} : { managerEmail: MISSING_MANAGER_MESSAGE }),
    });
  }
  return { name, email };
}

/** With a new record (same transaction): a manager e-sign proof opens a signing request. */
async function afterQuotaRecordCreate(tx: Tx, row: QuotaRow, input: QuotaRecordInput, meta: RequestMeta) {
  await audit(tx, row.userId, row.id, "created", meta, { proofType: row.proofType });
  if (row.proofType === "manager_esign") await openRequest(tx, row, managerFrom(input), meta, "requested");
}

/**
 * After an edit (same transaction). Changed figures void any signature or pending request: a signature covers
 * exactly the figures the manager saw. A manager e-sign record then gets a new request for the new figures
 * (to the manager given, or the previous one); leaving manager e-sign cancels what was open.
 */
async function afterQuotaRecordUpdate(tx: Tx, before: QuotaRow, row: QuotaRow, input: QuotaRecordInput, meta: RequestMeta) {
  const figuresChanged = figuresHash(claimedFigures(before)) !== figuresHash(claimedFigures(row));
  const previous = await latestRequest(tx, row.userId, row.id);
  let voided: SigningRow[] = [];
  if (figuresChanged) {
    await audit(tx, row.userId, row.id, "figures_changed", meta, { wasVerified: before.isVerified });
    voided = await voidOpenRequests(tx, row, meta, "The figures were changed after the request");
  } else if (row.proofType !== "manager_esign" && before.proofType === "manager_esign") {
    voided = await voidOpenRequests(tx, row, meta, "The proof type was changed");
  }
  let unverify = voided.some((r) => r.status === "signed") && row.reviewStatus !== "approved";
  if (row.proofType === "manager_esign") {
    const stillOpen = !figuresChanged && previous && (previous.status === "sent" || previous.status === "signed");
    if (!stillOpen) {
      await openRequest(tx, row, managerFrom(input, previous), meta, "requested");
      // Pending until the manager signs, whatever verified the record before.
      unverify = true;
    }
  }
  if (unverify && row.isVerified) {
    const [pending] = await tx
      .update(quotaRecords)
      .set({ isVerified: false, verifiedAt: null })
      .where(and(eq(quotaRecords.userId, row.userId), eq(quotaRecords.id, row.id)))
      .returning();
    return pending;
  }
}

/** The quota repository's after-write hook (runs in the write's transaction). */
export async function afterQuotaRecordWrite(
  tx: Tx,
  { row, input, before, meta }: { row: QuotaRow; input: QuotaRecordInput; before?: QuotaRow; meta: RequestMeta },
): Promise<QuotaRow | void> {
  if (!before) return afterQuotaRecordCreate(tx, row, input, meta);
  return afterQuotaRecordUpdate(tx, before, row, input, meta);
}

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

/** Marks requests past their expiry as expired (they were unusable already; this makes the state say so). */
async function expireDue(userId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(signingRequests)
      .set({ status: "expired" })
      .where(
        and(
          eq(signingRequests.userId, userId),
          eq(signingRequests.status, "sent"),
          lte(signingRequests.expiresAt, new Date()),
        ),
      )
      .returning();
    for (const request of expired) {
      await audit(tx, userId, request.quotaRecordId, "expired", { actor: "system", ip: null, userAgent: null }, { requestId: request.id });
    }
  });
}

/** The latest signing request of each of the user's quota records. */
export async function listSigningStates(userId: number): Promise<SigningState[]> {
  requireUserId(userId);
  await expireDue(userId);
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
      status: r.status,
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
      throw new ApiError("too_many_requests", `You can resend a signature request once every 10 minutes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
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
    if (record.proofType !== "manager_esign") throw new ApiError("conflict", "This record no longer uses manager e-signature");
    if (request.status === "sent") {
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
    if (request.status !== "sent") throw new ApiError("conflict", "Only a request waiting for a signature can be canceled");
    await tx.update(signingRequests).set({ status: "canceled" }).where(eq(signingRequests.id, request.id));
    await audit(tx, userId, request.quotaRecordId, "canceled", meta, { requestId: request.id });
  });
}

/* ---------- The manager's side: by token, no account ---------- */

export type TokenProblem = "unknown" | "used" | "expired" | "canceled";

export type SigningView = {
  state: "open";
  repName: string;
  managerName: string;
  figures: ClaimedFigures;
  expiresAt: Date;
};

function problemOf(request: SigningRow | undefined): TokenProblem | null {
  if (!request) return "unknown";
  if (request.status === "signed" || request.status === "declined") return "used";
  if (request.status === "canceled") return "canceled";
  if (request.status === "expired" || isExpired(request)) return "expired";
  return null;
}

/** The request behind a token (locked) with its record, or the reason the link cannot be used. */
async function openByToken(tx: Tx, token: string) {
  if (!isLinkToken(token)) return { problem: "unknown" as const };
  const [request] = await tx
    .select()
    .from(signingRequests)
    .where(eq(signingRequests.tokenHash, hashLinkToken(token)))
    .for("update");
  const problem = problemOf(request);
  if (problem || !request) return { problem: problem ?? ("unknown" as const) };
  const [record] = await tx
    .select()
    .from(quotaRecords)
    .where(and(eq(quotaRecords.userId, request.userId), eq(quotaRecords.id, request.quotaRecordId)))
    .for("update");
  // Figures changed since the request: the manager would sign something other than what was sent.
  if (!record || figuresHash(claimedFigures(record)) !== request.figuresHash) return { problem: "canceled" as const };
  return { problem: null, request, record };
}

/** What /sign/<token> shows; a usable link's view is written to the audit trail. */
export async function viewSigningRequest(token: string, meta: RequestMeta): Promise<SigningView | { state: TokenProblem }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const opened = await openByToken(tx, token);
    if (opened.problem) return { state: opened.problem };
    const { request, record } = opened;
    await audit(tx, request.userId, record.id, "viewed", { ...meta, actor: request.managerEmail }, { requestId: request.id });
    return {
      state: "open" as const,
      repName: await repName(tx, request.userId),
      managerName: request.managerName,
      figures: claimedFigures(record),
      expiresAt: request.expiresAt,
    };
  });
}

const TOKEN_ERRORS: Record<TokenProblem, { code: "not_found" | "gone"; message: string }> = {
  unknown: { code: "not_found", message: "This signing link is not valid." },
  used: { code: "gone", message: "This signing link has already been used." },
  expired: { code: "gone", message: "This signing link has expired." },
  canceled: { code: "gone", message: "This signing request was canceled." },
};

function tokenError(problem: TokenProblem): ApiError {
  const { code, message } = TOKEN_ERRORS[problem];
  return new ApiError(code, message);
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLocaleLowerCase() === b.trim().replace(/\s+/g, " ").toLocaleLowerCase();

export const REP_DEVICE_FLAG =
  "Signed from the rep's own device (the same IP address and browser as one of the rep's sign-ins in the last 30 days)";

/**
 * The manager signs. A signature from the rep's own device (an IP address and user agent the rep signed in with
 * in the last 30 days, or the rep's session in the same browser) proves nothing by itself: it is recorded, and the
 * record waits in the admin review queue instead of turning verified.
 */
export async function signByToken(
  token: string,
  signer: { fullName: string; title: string | null },
  meta: RequestMeta,
  signedInUserId: number | null = null,
): Promise<{ signedAt: Date; verification: "verified" | "pending_review" }> {
  const fullName = signer.fullName;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const opened = await openByToken(tx, token);
    if (opened.problem) throw tokenError(opened.problem);
    const { request, record } = opened;
    if (!sameName(fullName, request.managerName)) {
      const message = `Type your full name as it appears on this request: ${request.managerName}`;
      throw new ApiError("validation_error", message, { fullName: message });
    }
    const signedAt = new Date();
    const fromRepDevice = signedInUserId === request.userId || (await isRepDevice(tx, request.userId, meta));
    await tx
      .update(signingRequests)
      .set({
        status: "signed",
        signerName: fullName.trim(),
        signerTitle: signer.title,
        signerIp: meta.ip,
        signerUserAgent: meta.userAgent,
        signerDomain: emailDomain(request.managerEmail),
        signedFromRepDevice: fromRepDevice,
        signedAt,
      })
      .where(eq(signingRequests.id, request.id));
    await tx
      .update(quotaRecords)
      .set(
        fromRepDevice
          ? { isVerified: false, verifiedAt: null, reviewStatus: "pending", reviewReason: null, reviewedAt: null, reviewedBy: null, reviewFlag: REP_DEVICE_FLAG }
          : { isVerified: true, verifiedAt: signedAt, reviewFlag: null },
      )
      .where(and(eq(quotaRecords.userId, request.userId), eq(quotaRecords.id, record.id)));
    await audit(tx, request.userId, record.id, fromRepDevice ? "signed_from_rep_device" : "signed", { ...meta, actor: request.managerEmail }, {
      requestId: request.id,
      signerName: fullName.trim(),
      signerTitle: signer.title,
      signerDomain: emailDomain(request.managerEmail),
      figuresHash: request.figuresHash,
    });
    const [rep] = await tx.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, request.userId));
    if (rep) {
      const mail = signedMail({ repName: rep.fullName, signerName: fullName.trim(), figures: claimedFigures(record), signedAt });
      await enqueueMail({ userId: request.userId, to: rep.email, ...mail, entityType: "signing_request", entityId: request.id }, tx);
    }
    return { signedAt, verification: fromRepDevice ? ("pending_review" as const) : ("verified" as const) };
  });
}

export async function declineByToken(token: string, reason: string, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const opened = await openByToken(tx, token);
    if (opened.problem) throw tokenError(opened.problem);
    const { request, record } = opened;
    await tx
      .update(signingRequests)
      .set({ status: "declined", declineReason: reason, signerIp: meta.ip, signerUserAgent: meta.userAgent })
      .where(eq(signingRequests.id, request.id));
    await audit(tx, request.userId, record.id, "declined", { ...meta, actor: request.managerEmail }, {
      requestId: request.id,
      reason,
    });
    const [rep] = await tx.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, request.userId));
    if (rep) {
      const mail = declinedMail({ repName: rep.fullName, managerName: request.managerName, figures: claimedFigures(record), reason });
      await enqueueMail({ userId: request.userId, to: rep.email, ...mail, entityType: "signing_request", entityId: request.id }, tx);
    }
  });
}

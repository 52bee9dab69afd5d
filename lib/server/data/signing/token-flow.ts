import "server-only";
// The manager's side of e-signature: no account and no session, only the single-use link /sign/<token>. Opening it
// shows the claimed figures; signing verifies the record (or sends it to review from the rep's own device);
// declining tells the rep why. The token is looked up by its SHA-256 and its request row is locked while in use; once
// signed or declined, the outbox's copy of the request keeps no token.
import { and, eq } from "drizzle-orm";
import { after } from "next/server";
import { getDb, type Tx } from "../../db/client";
import { quotaRecords, signingRequests, users } from "../../db/schema";
import { ApiError } from "../../errors";
import { hashLinkToken, isLinkToken } from "../../link-tokens";
import { enqueueMail, retireMailedLink } from "../../mail";
import { declinedMail, signedMail } from "../../mail/messages";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../../signing/figures";
import type { RequestMeta } from "../audit";
import { repDeviceReasons } from "../sign-ins";
import { checkEmployerPerson, noteIfUnvetted } from "../assurance-rules";
import { verifiedAtDomain } from "@/lib/assurance";
import { audit, repName, type SigningRow } from "./shared";
import { requireConfirmedAccount } from "../mailboxes";

export type TokenProblem = "unknown" | "used" | "expired" | "canceled";

export type SigningView = {
  state: "open";
  repName: string;
  managerName: string;
  figures: ClaimedFigures;
  expiresAt: Date;
};

const isExpired = (request: Pick<SigningRow, "expiresAt">, now = new Date()) =>
  request.expiresAt.getTime() <= now.getTime();

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

/**
 * What /sign/<token> shows. A usable link's view goes to the audit trail after the response (a view record, as a
 * share page's view is): the page itself writes nothing.
 */
export async function viewSigningRequest(
  token: string,
  meta: RequestMeta,
): Promise<SigningView | { state: TokenProblem }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const opened = await openByToken(tx, token);
    if (opened.problem) return { state: opened.problem };
    const { request, record } = opened;
    after(() =>
      audit(
        db,
        request.userId,
        record.id,
        "viewed",
        { ...meta, actor: request.managerEmail },
        { requestId: request.id },
      ),
    );
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

export const REP_SESSION_FLAG = "Signed in a browser signed in to the rep's own account";

/**
 * The manager signs. The signature verifies the record at level 2 ("Verified at <domain>") only when the manager's
 * address is at a vetted employer domain that is the rep's confirmed work domain, is not an address the rep entered
 * as their own, and the signature came from another network AND another device than the rep's recent sign-ins.
 * Otherwise it is recorded with all its evidence and the record waits in the review queue with the reasons.
 */
export async function signByToken(
  token: string,
  signer: { fullName: string; title: string | null },
  meta: RequestMeta & { deviceToken?: string | null },
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
    // A request opened before the rep's address had to be confirmed verifies nothing until it is.
    await requireConfirmedAccount(tx, request.userId, "other");
    const signedAt = new Date();
    const employer = await checkEmployerPerson(tx, request.userId, request.managerEmail);
    const reasons = [
      ...(signedInUserId === request.userId ? [REP_SESSION_FLAG] : []),
      ...(await repDeviceReasons(tx, request.userId, { ...meta, deviceToken: meta.deviceToken ?? null })),
      ...employer.reasons,
    ];
    const fromRepDevice = reasons.length > 0;
    const repFlag = fromRepDevice ? `Waiting for review: ${reasons.join("; ")}` : null;
    const signerDomain = employer.domain;
    const who = [fullName.trim(), signer.title].filter(Boolean).join(", ");
    await noteIfUnvetted(tx, employer, {
      itemType: "quota_record",
      itemId: record.id,
      userId: request.userId,
      via: "manager_esign",
    });
    await tx
      .update(signingRequests)
      .set({
        status: "signed",
        signerName: fullName.trim(),
        signerTitle: signer.title,
        signerIp: meta.ip,
        signerUserAgent: meta.userAgent,
        signerDomain,
        signedFromRepDevice: fromRepDevice,
        signedAt,
      })
      .where(eq(signingRequests.id, request.id));
    await retireMailedLink(tx, token);
    await tx
      .update(quotaRecords)
      .set(
        fromRepDevice || !signerDomain
          ? {
              isVerified: false,
              verifiedAt: null,
              reviewStatus: "pending",
              reviewReason: null,
              reviewedAt: null,
              reviewedBy: null,
              reviewFlag: repFlag,
            }
          : {
              isVerified: true,
              verifiedAt: signedAt,
              reviewFlag: null,
              ...verifiedAtDomain(signerDomain, `E-signed by ${who} from a mailbox at ${signerDomain}`),
            },
      )
      .where(and(eq(quotaRecords.userId, request.userId), eq(quotaRecords.id, record.id)));
    await audit(
      tx,
      request.userId,
      record.id,
      fromRepDevice ? "signed_from_rep_device" : "signed",
      { ...meta, actor: request.managerEmail },
      {
        requestId: request.id,
        signerName: fullName.trim(),
        signerTitle: signer.title,
        signerDomain,
        figuresHash: request.figuresHash,
        ...(repFlag ? { reviewReasons: reasons } : {}),
      },
    );
    const [rep] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, request.userId));
    if (rep) {
      const mail = await signedMail({
        repName: rep.fullName,
        signerName: fullName.trim(),
        figures: claimedFigures(record),
        signedAt,
      });
      await enqueueMail(
        mail,
        { userId: request.userId, to: rep.email, about: { type: "signing_request", id: request.id } },
        tx,
      );
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
    await retireMailedLink(tx, token);
    await audit(
      tx,
      request.userId,
      record.id,
      "declined",
      { ...meta, actor: request.managerEmail },
      {
        requestId: request.id,
        reason,
      },
    );
    const [rep] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, request.userId));
    if (rep) {
      const mail = await declinedMail({
        repName: rep.fullName,
        managerName: request.managerName,
        figures: claimedFigures(record),
        reason,
      });
      await enqueueMail(
        mail,
        { userId: request.userId, to: rep.email, about: { type: "signing_request", id: request.id } },
        tx,
      );
    }
  });
}

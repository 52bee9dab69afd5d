import "server-only";
// The admin review queue: pending screenshot / e-mail quota proofs and recognition proofs, approved or rejected
// by an admin, with an audit entry and an e-mail to the rep written in the same transaction.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { formatMoney, formatPercent } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/product";
import { fileUrl } from "@/lib/proof-files";
import { periodLabel } from "@/lib/quota";
import type { PendingReview, ReviewDecision, ReviewFile, ReviewKind } from "@/lib/validators/review";
import { enqueueMail } from "../mail";
import { reviewDecisionMail } from "../mail/messages";
import { getDb, type Db, type Tx } from "../db/client";
import { columnsOf } from "../db/columns";
import {
  achievements,
  employerDomainSightings,
  quotaRecords,
  signingRequests,
  storedFiles,
  users,
  type ProofEvidence,
} from "../db/schema";
import { ApiError, notFound } from "../errors";
import { requireAdmin } from "../roles";
import { writeAudit, type RequestMeta } from "./audit";
import { requireConfirmedAccount } from "./mailboxes";
import { recordQueueView, seenVersion } from "./review-views";
import { reviewedBy } from "@/lib/assurance";
import type { PublicUser } from "./users";

const fileOf = (
  f: { id: number; originalName: string; contentType: string; sizeBytes: number } | null,
): ReviewFile | null => f && { ...f, url: fileUrl(f.id), inlineUrl: fileUrl(f.id, true) };

const fileColumns = columnsOf(storedFiles, ["id", "originalName", "contentType", "sizeBytes"]);
const repColumns = columnsOf(users, ["id", "fullName", "email"]);

type Reviewable = typeof quotaRecords | typeof achievements;
type PendingRow<T extends Reviewable> = {
  item: T["$inferSelect"];
  rep: { id: number; fullName: string; email: string };
  file: Parameters<typeof fileOf>[0];
};

/** One kind's items waiting for review, oldest first, each with its rep and proof file. */
async function pendingRows<T extends Reviewable>(db: Db, table: T): Promise<PendingRow<T>[]> {
  const t: Reviewable = table;
  return db
    .select({ item: t, rep: repColumns, file: fileColumns })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(storedFiles, eq(storedFiles.id, t.proofFileId))
    .where(eq(t.reviewStatus, "pending"))
    .orderBy(asc(t.createdAt), asc(t.id)) as Promise<PendingRow<T>[]>;
}

/** What every item of the queue starts with, whatever its kind. */
function queueHead<K extends ReviewKind>(
  kind: K,
  item: { id: number; createdAt: Date },
  rep: PendingRow<Reviewable>["rep"],
  file: PendingRow<Reviewable>["file"],
) {
  return { kind, id: item.id, rep, submittedAt: item.createdAt.toISOString(), file: fileOf(file) };
}

/** The queue, oldest first. */
export async function listPendingReviews(admin: PublicUser): Promise<PendingReview[]> {
  requireAdmin(admin);
  const db = await getDb();
  const quota = await pendingRows(db, quotaRecords);
  const recognitions = await pendingRows(db, achievements);
  const signatures = await latestSignedRequests(
    quota.filter((q) => q.item.proofType === "manager_esign").map((q) => q.item.id),
  );
  const sightings = await firstSeenDomains([
    ...quota.map((q) => ({ itemType: "quota_record", itemId: q.item.id })),
    ...recognitions.map((r) => ({ itemType: "achievement", itemId: r.item.id })),
  ]);
  const items: PendingReview[] = [
    ...quota.map(({ item: r, rep, file }) => ({
      ...queueHead("quota-record", r, rep, file),
      proofType: r.proofType,
      period: periodLabel(r.year, r.quarter),
      quota: r.quota,
      attainment: r.attainment,
      attainmentPercent: r.attainmentPercent,
      stackRank: r.stackRankPosition && r.stackRankTotal ? `${r.stackRankPosition} of ${r.stackRankTotal}` : null,
      ...reviewContext(r, signatures.get(r.id) ?? null, sightings.get(`quota_record:${r.id}`) ?? null),
    })),
    ...recognitions.map(({ item: a, rep, file }) => ({
      ...queueHead("achievement", a, rep, file),
      title: a.title,
      description: a.description,
      dateReceived: a.dateReceived,
      ...reviewContext(a, null, sightings.get(`achievement:${a.id}`) ?? null),
    })),
  ];
  await recordQueueView(db, admin.id, items);
  return items.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

type SignatureFacts = NonNullable<PendingReview["signature"]>;

/** The signed request of each manager e-sign record waiting for review (signed from the rep's device). */
async function latestSignedRequests(recordIds: number[]): Promise<Map<number, SignatureFacts>> {
  if (recordIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(signingRequests)
    .where(and(inArray(signingRequests.quotaRecordId, recordIds), eq(signingRequests.status, "signed")))
    .orderBy(desc(signingRequests.id));
  const latest = new Map<number, SignatureFacts>();
  for (const r of rows) {
    if (latest.has(r.quotaRecordId)) continue;
    latest.set(r.quotaRecordId, {
      signerName: r.signerName,
      signerTitle: r.signerTitle,
      signerDomain: r.signerDomain,
      signedAt: r.signedAt?.toISOString() ?? null,
    });
  }
  return latest;
}

function reviewContext(
  row: { version: number; reviewFlag: string | null; proofEvidence: ProofEvidence | null },
  signature: SignatureFacts | null,
  firstSeenDomain: PendingReview["firstSeenDomain"],
) {
  const check = row.proofEvidence;
  return {
    version: row.version,
    flag: row.reviewFlag,
    signature,
    firstSeenDomain,
    emailCheck: check
      ? { result: check.result, domain: check.domain, detail: check.detail, conditions: check.conditions ?? null }
      : null,
  };
}

/** For each item, the unvetted domain it named and when that domain was first seen on any item. */
async function firstSeenDomains(
  items: { itemType: string; itemId: number }[],
): Promise<Map<string, { domain: string; firstSeenAt: string }>> {
  if (items.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      ...columnsOf(employerDomainSightings, ["itemType", "itemId", "domain"]),
      firstSeenAt: sql<string>`(select min(f.created_at) from employer_domain_sightings f where f.domain = ${employerDomainSightings.domain})`,
    })
    .from(employerDomainSightings)
    .where(
      inArray(
        sql`(${employerDomainSightings.itemType} || ':' || ${employerDomainSightings.itemId})`,
        items.map((i) => `${i.itemType}:${i.itemId}`),
      ),
    );
  return new Map(
    rows.map((r) => [
      `${r.itemType}:${r.itemId}`,
      { domain: r.domain, firstSeenAt: new Date(r.firstSeenAt).toISOString() },
    ]),
  );
}

/**
 * The decision must be made on the version the reviewer saw (the one they name, else the one the queue last showed
 * them), by someone other than the item's owner.
 */
async function assertDecidable(
  tx: Tx,
  admin: PublicUser,
  kind: ReviewKind,
  row: { id: number; userId: number; reviewStatus: string; version: number },
  decision: ReviewDecision,
) {
  if (row.reviewStatus === "none") throw notFound("Review");
  if (row.userId === admin.id)
    throw new ApiError("forbidden", "You cannot review your own proof: another administrator must");
  if (row.reviewStatus !== "pending") throw new ApiError("conflict", "This proof has already been reviewed");
  const seen = decision.version ?? (await seenVersion(tx, admin.id, kind, row.id));
  if (seen !== undefined && seen !== row.version) {
    throw new ApiError(
      "conflict",
      "This item was changed after you opened it. Reload the queue and review the new version.",
    );
  }
}

const AUDIT_ENTITY: Record<ReviewKind, string> = { "quota-record": "quota_record", achievement: "achievement" };

/** Approves or rejects one pending proof. A proof that is not pending (already decided, or none) is 409 / 404. */
export async function decideReview(
  admin: PublicUser,
  kind: ReviewKind,
  id: number,
  decision: ReviewDecision,
  meta: Omit<RequestMeta, "actor">,
): Promise<{ kind: ReviewKind; id: number; reviewStatus: "approved" | "rejected" }> {
  requireAdmin(admin);
  const db = await getDb();
  const approved = decision.decision === "approve";
  const now = new Date();
  const review = {
    reviewStatus: approved ? ("approved" as const) : ("rejected" as const),
    reviewReason: approved ? null : decision.reason,
    reviewedAt: now,
    reviewedBy: admin.id,
    isVerified: approved,
    // Approval is level 1: a reviewer saw the evidence. (Rejection leaves the level at 0 through the void trigger.)
    ...(approved ? reviewedBy(admin.fullName, now, "Proof checked") : {}),
  };
  return db.transaction(async (tx) => {
    let repId: number;
    let what: string;
    let details: Record<string, unknown>;
    if (kind === "quota-record") {
      const [row] = await tx.select().from(quotaRecords).where(eq(quotaRecords.id, id)).for("update");
      if (!row) throw notFound("Review");
      await assertDecidable(tx, admin, kind, row, decision);
      if (approved) await requireConfirmedAccount(tx, row.userId, "other");
      await tx
        .update(quotaRecords)
        .set({ ...review, verifiedAt: approved ? now : null })
        .where(
          and(eq(quotaRecords.id, id), eq(quotaRecords.reviewStatus, "pending"), eq(quotaRecords.version, row.version)),
        );
      repId = row.userId;
      what = `${PRODUCT_NAME} for ${periodLabel(row.year, row.quarter)}`;
      details = {
        proofType: row.proofType,
        proofFileId: row.proofFileId,
        quota: formatMoney(row.quota),
        attainment: formatMoney(row.attainment),
        attainmentPercent: formatPercent(row.attainmentPercent),
      };
    } else {
      const [row] = await tx.select().from(achievements).where(eq(achievements.id, id)).for("update");
      if (!row) throw notFound("Review");
      await assertDecidable(tx, admin, kind, row, decision);
      if (approved) await requireConfirmedAccount(tx, row.userId, "other");
      await tx
        .update(achievements)
        .set(review)
        .where(
          and(eq(achievements.id, id), eq(achievements.reviewStatus, "pending"), eq(achievements.version, row.version)),
        );
      repId = row.userId;
      what = `recognition "${row.title}"`;
      details = { proofFileId: row.proofFileId, title: row.title };
    }
    const [rep] = await tx.select(repColumns).from(users).where(eq(users.id, repId));
    if (!rep) throw notFound("User");
    await writeAudit(
      tx,
      {
        userId: repId,
        entityType: AUDIT_ENTITY[kind],
        entityId: id,
        action: approved ? "approved" : "rejected",
        details: { ...details, reviewerId: admin.id, ...(approved ? {} : { reason: decision.reason }) },
      },
      { actor: admin.email, ip: meta.ip, userAgent: meta.userAgent },
    );
    const mail = await reviewDecisionMail({
      fullName: rep.fullName,
      what,
      approved,
      reason: decision.reason ?? null,
      link: new URL("/dashboard", env().APP_URL).toString(),
    });
    await enqueueMail(mail, { userId: repId, to: rep.email, about: { type: AUDIT_ENTITY[kind], id: id } }, tx);
    return { kind, id, reviewStatus: review.reviewStatus };
  });
}

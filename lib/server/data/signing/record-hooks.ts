import "server-only";
// What a quota record's edits do to its signing state. The owned quota repository calls the after-write hook in the
// write's transaction: a new manager e-sign record opens a request, and changed figures void the signature or the
// pending request, and an in-app attestation (each covers exactly the figures the manager saw).
import { and, eq, inArray } from "drizzle-orm";
import { MISSING_MANAGER_MESSAGE, type QuotaRecordInput } from "@/lib/validators/quota-record";
import type { Tx } from "../../db/client";
import { quotaRecords, signingRequests } from "../../db/schema";
import { ApiError } from "../../errors";
import { claimedFigures, figuresHash } from "../../signing/figures";
import type { RequestMeta } from "../audit";
import { voidAttestations } from "../orgs/attestations";
import { audit, latestRequest, openRequest, type QuotaRow, type SigningRow } from "./shared";

/** A request still in force: waiting for the manager, or signed. */
const OPEN_STATUSES = ["sent", "signed"] as const;

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
    await audit(tx, record.userId, record.id, "voided", meta, {
      requestId: request.id,
      previousStatus: request.status,
      reason,
    });
  }
  return voided;
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
async function afterQuotaRecordUpdate(
  tx: Tx,
  before: QuotaRow,
  row: QuotaRow,
  input: QuotaRecordInput,
  meta: RequestMeta,
) {
  const figuresChanged = figuresHash(claimedFigures(before)) !== figuresHash(claimedFigures(row));
  const previous = await latestRequest(tx, row.userId, row.id);
  let voided: SigningRow[] = [];
  let attestationVoided = false;
  if (figuresChanged) {
    await audit(tx, row.userId, row.id, "figures_changed", meta, { wasVerified: before.isVerified });
    voided = await voidOpenRequests(tx, row, meta, "The figures were changed after the request");
    attestationVoided = (await voidAttestations(tx, row)).some((a) => a.status === "approved");
  } else if (row.proofType !== "manager_esign" && before.proofType === "manager_esign") {
    voided = await voidOpenRequests(tx, row, meta, "The proof type was changed");
  }
  let unverify = attestationVoided || (voided.some((r) => r.status === "signed") && row.reviewStatus !== "approved");
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

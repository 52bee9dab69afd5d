import "server-only";
// Manager attestation in the app, the strongest way to verify a quota record: a seller asks their manager, who
// sees the exact figures in their queue and approves or declines. Only that manager or an organisation admin
// decides, never the seller, whatever their role. The approval is fixed to the figures' fingerprint: a later
// change voids it, as it voids every other verification.
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { PRODUCT_NAME } from "@/lib/product";
import { env } from "@/lib/env";
import { getDb, type Tx } from "../../db/client";
import { orgAttestations, orgMembers, quotaRecords, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { enqueueMail } from "../../mail";
import { escapeHtml, mailButton, mailLayout } from "../../mail/template";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../../signing/figures";
import { requireConfirmedAccount, requireConfirmedEmail } from "../mailboxes";
import { consumeAllowance } from "../usage";
import type { PublicUser } from "../users";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { isOrgAdmin, orgMember, requireEnterprise, writeOrgAudit, type OrgContext } from "./access";

type AttestationRow = typeof orgAttestations.$inferSelect;
type QuotaRow = typeof quotaRecords.$inferSelect;

export type AttestationView = {
  id: number;
  orgId: number | null;
  status: AttestationRow["status"];
  seller: { id: number; fullName: string; title: string | null };
  quotaRecordId: number;
  figures: ClaimedFigures;
  attesterName: string | null;
  attesterTitle: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

function toView(row: AttestationRow, seller: { id: number; fullName: string; title: string | null }): AttestationView {
  return {
    id: row.id,
    orgId: row.orgId,
    status: row.status,
    seller,
    quotaRecordId: row.quotaRecordId,
    figures: row.figures,
    attesterName: row.attesterName,
    attesterTitle: row.attesterTitle,
    reason: row.reason,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

const sellerOf = (user: Pick<PublicUser, "id" | "fullName" | "title">) => ({
  id: user.id,
  fullName: user.fullName,
  title: user.title,
});

/** The seller asks their manager to attest one of their own quota records. */
export async function requestAttestation(
  user: PublicUser,
  orgId: number,
  quotaRecordId: number,
): Promise<AttestationView> {
  const { org, member } = await orgMember(user.id, orgId);
  requireEnterprise(org, "In-app attestation");
  requireConfirmedEmail(user);
  if (!member.managerId) {
    throw new ApiError(
      "conflict",
      "You have no manager in this organisation yet. Ask an admin to set your manager first.",
    );
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The seller's own record only: anyone else's is simply not found.
    const [record] = await tx
      .select()
      .from(quotaRecords)
      .where(and(eq(quotaRecords.userId, user.id), eq(quotaRecords.id, quotaRecordId)))
      .for("update");
    if (!record) throw notFound("Quota record");
    const [open] = await tx
      .select({ id: orgAttestations.id })
      .from(orgAttestations)
      .where(
        and(
          eq(orgAttestations.userId, user.id),
          eq(orgAttestations.quotaRecordId, record.id),
          eq(orgAttestations.status, "pending"),
        ),
      );
    if (open) throw new ApiError("conflict", "This record already waits for your manager's attestation");
    const [manager] = await tx.select().from(users).where(eq(users.id, member.managerId!));
    if (!manager)
      throw new ApiError("conflict", "Your manager's account no longer exists. Ask an admin to set your manager.");
    await consumeAllowance(tx, user.id, "org_mail");
    const figures = claimedFigures(record);
    const [row] = await tx
      .insert(orgAttestations)
      .values({
        orgId,
        userId: user.id,
        quotaRecordId: record.id,
        managerId: manager.id,
        figuresHash: figuresHash(figures),
        figures,
      })
      .returning();
    const link = `${env().APP_URL}/team`;
    const period = record.quarter ? `Q${record.quarter} ${record.year}` : String(record.year);
    await enqueueMail(
      {
        userId: user.id,
        to: manager.email,
        subject: `${user.fullName} asks you to attest their ${period} quota figures`,
        text: `Hello ${manager.fullName},\n\n${user.fullName} asks you, as their manager in ${org.name}, to attest their ${period} quota attainment on ${PRODUCT_NAME}. Review the figures in your team queue:\n${link}`,
        html: mailLayout(
          `<p>Hello ${escapeHtml(manager.fullName)},</p><p>${escapeHtml(user.fullName)} asks you, as their manager in ${escapeHtml(org.name)}, to attest their ${period} quota attainment on ${PRODUCT_NAME}.</p>${mailButton(link, "Review the figures")}`,
        ),
        entityType: "org_attestation",
        entityId: row!.id,
      },
      tx,
    );
    await writeOrgAudit(tx, {
      orgId,
      actorId: user.id,
      action: "attestation_requested",
      targetUserId: manager.id,
      details: { attestationId: row!.id, quotaRecordId: record.id },
    });
    return toView(row!, sellerOf(user));
  });
}

/**
 * The attestations a member deals with: for an admin or owner every one in the organisation, for a manager those
 * addressed to them, for anyone else their own requests. `status` narrows the list (default: pending).
 */
export async function listAttestations(user: PublicUser, orgId: number, status: AttestationRow["status"] = "pending") {
  const ctx = await orgMember(user.id, orgId);
  const db = await getDb();
  const scope = isOrgAdmin(ctx.member)
    ? eq(orgAttestations.orgId, orgId)
    : and(
        eq(orgAttestations.orgId, orgId),
        or(eq(orgAttestations.managerId, user.id), eq(orgAttestations.userId, user.id)),
      );
  const rows = await db
    .select({ attestation: orgAttestations, seller: { id: users.id, fullName: users.fullName, title: users.title } })
    .from(orgAttestations)
    .innerJoin(users, eq(users.id, orgAttestations.userId))
    .where(and(scope, eq(orgAttestations.status, status)))
    .orderBy(desc(orgAttestations.createdAt), desc(orgAttestations.id))
    .limit(500);
  return rows.map((r) => toView(r.attestation, r.seller));
}

/** Locks an attestation of the organisation the decider may decide: its manager or an admin, never the seller. */
async function lockForDecision(tx: Tx, ctx: OrgContext, decider: PublicUser, attestationId: number) {
  const [row] = await tx
    .select()
    .from(orgAttestations)
    .where(and(eq(orgAttestations.id, attestationId), eq(orgAttestations.orgId, ctx.org.id)))
    .for("update");
  const mayDecide = row && row.userId !== decider.id && (row.managerId === decider.id || isOrgAdmin(ctx.member));
  if (!row) throw notFound("Attestation");
  if (row.userId === decider.id) throw new ApiError("forbidden", "You cannot attest your own figures");
  if (!mayDecide) throw new ApiError("forbidden", "Only the seller's manager or an organisation admin can decide this");
  if (row.status !== "pending")
    throw new ApiError(
      "conflict",
      `This attestation was already ${row.status === "void" ? "voided by a change" : row.status}`,
    );
  // A seller who left takes their book with them: the organisation no longer vouches for what they ask.
  const [seller] = await tx
    .select({ id: orgMembers.id })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, ctx.org.id), eq(orgMembers.userId, row.userId)));
  if (!seller) throw new ApiError("conflict", "The seller is no longer a member of this organisation");
  return row;
}

export async function approveAttestation(
  decider: PublicUser,
  orgId: number,
  attestationId: number,
): Promise<AttestationView> {
  const ctx = await orgMember(decider.id, orgId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, ctx, decider, attestationId);
    await requireConfirmedAccount(tx, row.userId, "other");
    const [record] = await tx
      .select()
      .from(quotaRecords)
      .where(and(eq(quotaRecords.userId, row.userId), eq(quotaRecords.id, row.quotaRecordId)))
      .for("update");
    // The figures on the record must still be the ones asked about.
    if (!record || figuresHash(claimedFigures(record)) !== row.figuresHash) {
      await tx.update(orgAttestations).set({ status: "void" }).where(eq(orgAttestations.id, row.id));
      throw new ApiError("conflict", "The figures changed since the request: the seller must ask again");
    }
    const now = new Date();
    const [decided] = await tx
      .update(orgAttestations)
      .set({
        status: "approved",
        decidedBy: decider.id,
        decidedAt: now,
        attesterName: decider.fullName,
        attesterTitle: decider.title || ORG_ROLE_LABELS[ctx.member.role],
        orgName: ctx.org.name,
      })
      .where(eq(orgAttestations.id, row.id))
      .returning();
    await tx
      .update(quotaRecords)
      .set({ isVerified: true, verifiedAt: now })
      .where(and(eq(quotaRecords.userId, row.userId), eq(quotaRecords.id, row.quotaRecordId)));
    await writeOrgAudit(tx, {
      orgId,
      actorId: decider.id,
      action: "attestation_approved",
      targetUserId: row.userId,
      details: { attestationId: row.id, quotaRecordId: row.quotaRecordId, figuresHash: row.figuresHash },
    });
    const [seller] = await tx.select().from(users).where(eq(users.id, row.userId));
    return toView(decided!, sellerOf(seller!));
  });
}

export async function declineAttestation(decider: PublicUser, orgId: number, attestationId: number, reason: string) {
  const ctx = await orgMember(decider.id, orgId);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockForDecision(tx, ctx, decider, attestationId);
    const [decided] = await tx
      .update(orgAttestations)
      .set({ status: "declined", decidedBy: decider.id, decidedAt: new Date(), reason })
      .where(eq(orgAttestations.id, row.id))
      .returning();
    await writeOrgAudit(tx, {
      orgId,
      actorId: decider.id,
      action: "attestation_declined",
      targetUserId: row.userId,
      details: { attestationId: row.id, quotaRecordId: row.quotaRecordId, reason },
    });
    const [seller] = await tx.select().from(users).where(eq(users.id, row.userId));
    return toView(decided!, sellerOf(seller!));
  });
}

/** Changed figures void the record's pending and approved attestations (called in the record write's transaction). */
export async function voidAttestations(tx: Tx, record: Pick<QuotaRow, "id" | "userId">): Promise<AttestationRow[]> {
  return tx
    .update(orgAttestations)
    .set({ status: "void" })
    .where(
      and(
        eq(orgAttestations.userId, record.userId),
        eq(orgAttestations.quotaRecordId, record.id),
        inArray(orgAttestations.status, ["pending", "approved"]),
      ),
    )
    .returning();
}

/** The approved attestations still in force on the user's records (figures unchanged), by record id. */
export async function attestationFacts(userId: number) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orgAttestations)
    .where(and(eq(orgAttestations.userId, userId), eq(orgAttestations.status, "approved")))
    .orderBy(desc(orgAttestations.decidedAt));
  const facts = new Map<
    number,
    { attesterName: string; attesterTitle: string | null; orgName: string; attestedAt: Date; figuresHash: string }
  >();
  for (const row of rows) {
    if (facts.has(row.quotaRecordId) || !row.decidedAt) continue;
    facts.set(row.quotaRecordId, {
      attesterName: row.attesterName ?? "",
      attesterTitle: row.attesterTitle,
      orgName: row.orgName ?? "",
      attestedAt: row.decidedAt,
      figuresHash: row.figuresHash,
    });
  }
  return facts;
}

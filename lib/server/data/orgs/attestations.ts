import "server-only";
// Manager attestation in the app, the strongest way to verify a quota record: a seller asks their manager, who
// sees the exact figures in their queue and approves or declines. Only that manager approves (an organisation admin
// may decline), never the seller, whatever their role, and only along a reporting line someone other than the
// seller set. The approval is fixed to the figures' fingerprint: a later change voids it, as it voids every other
// verification.
import { employerVerified } from "@/lib/assurance";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Db, type Tx } from "../../db/client";
import { orgAttestations, orgMembers, organizations, quotaRecords, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { enqueueMail } from "../../mail";
import { attestationRequestMail } from "../../mail/messages";
import { claimedFigures, figuresHash, type ClaimedFigures } from "../../signing/figures";
import { consumeAllowance } from "../usage";
import type { PublicUser } from "../users";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import {
  ATTESTATION_ACCESS,
  checkOrgAccess,
  isOrgAdmin,
  isVettedOrg,
  writeOrgAudit,
  type OrgCaller,
  type OrgContext,
} from "./access";
import { requireConfirmedAccount } from "../mailboxes";
import { requireAttestableLine, requireDomainMailbox } from "./vetting";

type AttestationRow = typeof orgAttestations.$inferSelect;
type QuotaRow = typeof quotaRecords.$inferSelect;

export type AttestationView = {
  id: number;
  orgId: number | null;
  status: AttestationRow["status"];
  seller: { id: number; fullName: string; title: string | null };
  /** The manager asked: the only one who can approve. */
  managerId: number | null;
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
    managerId: row.managerId,
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

/** The seller asks their manager to attest one of their own quota records (the route: ATTESTATION_REQUEST_ACCESS). */
export async function requestAttestation(
  { org, member, user }: OrgCaller,
  quotaRecordId: number,
): Promise<AttestationView> {
  const orgId = org.id;
  if (!member.managerId) {
    throw new ApiError(
      "conflict",
      "You have no manager in this organisation yet. Ask an admin to set your manager first.",
    );
  }
  requireAttestableLine(member, "seller");
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireDomainMailbox(tx, orgId, user.id, { self: true });
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
      await attestationRequestMail({
        sellerName: user.fullName,
        managerName: manager.fullName,
        orgName: org.name,
        period,
        link,
      }),
      { userId: user.id, to: manager.email, about: { type: "org_attestation", id: row!.id } },
      tx,
    );
    await writeOrgAudit(tx, member, {
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
export async function listAttestations(ctx: OrgContext, status: AttestationRow["status"] = "pending") {
  const userId = ctx.member.userId;
  const rows = await attestationsQuery(await getDb(), ctx.org.id, isOrgAdmin(ctx.member) ? null : userId, status);
  return rows.map((r) => toView(r.attestation, r.seller));
}

/** The attestations list's query: the organisation's, or those `userId` asked or was asked (exported for the index test). */
export function attestationsQuery(db: Db, orgId: number, userId: number | null, status: AttestationRow["status"]) {
  const scope =
    userId === null
      ? eq(orgAttestations.orgId, orgId)
      : and(
          eq(orgAttestations.orgId, orgId),
          or(eq(orgAttestations.managerId, userId), eq(orgAttestations.userId, userId)),
        );
  return db
    .select({ attestation: orgAttestations, seller: { id: users.id, fullName: users.fullName, title: users.title } })
    .from(orgAttestations)
    .innerJoin(users, eq(users.id, orgAttestations.userId))
    .where(and(scope, eq(orgAttestations.status, status)))
    .orderBy(desc(orgAttestations.createdAt), desc(orgAttestations.id))
    .limit(500);
}

/**
 * Locks an attestation of the organisation the decider may decide: approving is the seller's manager's alone (along
 * a line someone else set); declining, which verifies nothing, also an admin's. Never the seller.
 */
async function lockForDecision(tx: Tx, ctx: OrgCaller, attestationId: number, decision: "approve" | "decline") {
  const decider = ctx.user;
  const [row] = await tx
    .select()
    .from(orgAttestations)
    .where(and(eq(orgAttestations.id, attestationId), eq(orgAttestations.orgId, ctx.org.id)))
    .for("update");
  if (!row) throw notFound("Attestation");
  if (row.userId === decider.id) throw new ApiError("forbidden", "You cannot attest your own figures");
  // A seller who left takes their book with them: the organisation no longer vouches for what they ask.
  const [seller] = await tx
    .select()
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, ctx.org.id), eq(orgMembers.userId, row.userId)));
  if (!seller) throw new ApiError("conflict", "The seller is no longer a member of this organisation");
  const isManager = row.managerId === decider.id && seller?.managerId === decider.id;
  if (decision === "approve" ? !isManager : !isManager && !isOrgAdmin(ctx.member)) {
    throw new ApiError(
      "forbidden",
      decision === "approve"
        ? "Only the seller's manager can attest these figures"
        : "Only the seller's manager or an organisation admin can decline this",
    );
  }
  if (row.status !== "pending")
    throw new ApiError(
      "conflict",
      `This attestation was already ${row.status === "void" ? "voided by a change" : row.status}`,
    );
  return { row, seller };
}

/**
 * The plan (ATTESTATION_ACCESS) is checked here, under the lock the approval holds, once the attestation is found:
 * one of another organisation is 404 whatever this one's plan.
 */
export async function approveAttestation(ctx: OrgCaller, attestationId: number): Promise<AttestationView> {
  const [orgId, decider] = [ctx.org.id, ctx.user];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { row, seller } = await lockForDecision(tx, ctx, attestationId, "approve");
    // Everything the approval rests on, read again now: the plan, the line and both members' work addresses.
    const [org] = await tx
      .select({ org: organizations, vetted: isVettedOrg })
      .from(organizations)
      .where(eq(organizations.id, orgId))
      .for("update");
    checkOrgAccess({ org: org!.org, member: ctx.member }, ATTESTATION_ACCESS);
    requireAttestableLine(seller, "manager");
    await requireConfirmedAccount(tx, row.userId, "other");
    await requireDomainMailbox(tx, orgId, decider.id, { self: true });
    const [sellerUser] = await tx.select().from(users).where(eq(users.id, row.userId));
    await requireDomainMailbox(tx, orgId, row.userId, { name: sellerUser!.fullName });
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
        // The organisation is named only once vetted (Enterprise and a verified domain); otherwise the badge names
        // the manager alone.
        orgName: org!.vetted ? org!.org.name : null,
      })
      .where(eq(orgAttestations.id, row.id))
      .returning();
    await tx
      .update(quotaRecords)
      .set({
        isVerified: true,
        verifiedAt: now,
        ...employerVerified(
          `Attested by ${[decided!.attesterName, decided!.attesterTitle, decided!.orgName].filter(Boolean).join(", ")} in the organisation on QuotaProof`,
        ),
      })
      .where(and(eq(quotaRecords.userId, row.userId), eq(quotaRecords.id, row.quotaRecordId)));
    await writeOrgAudit(tx, ctx.member, {
      action: "attestation_approved",
      targetUserId: row.userId,
      details: { attestationId: row.id, quotaRecordId: row.quotaRecordId, figuresHash: row.figuresHash },
    });
    return toView(decided!, sellerOf(sellerUser!));
  });
}

export async function declineAttestation(ctx: OrgCaller, attestationId: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { row } = await lockForDecision(tx, ctx, attestationId, "decline");
    const [decided] = await tx
      .update(orgAttestations)
      .set({ status: "declined", decidedBy: ctx.user.id, decidedAt: new Date(), reason })
      .where(eq(orgAttestations.id, row.id))
      .returning();
    await writeOrgAudit(tx, ctx.member, {
      action: "attestation_declined",
      targetUserId: row.userId,
      details: { attestationId: row.id, quotaRecordId: row.quotaRecordId, reason },
    });
    const [seller] = await tx.select().from(users).where(eq(users.id, row.userId));
    return toView(decided!, sellerOf(seller!));
  });
}

/**
 * Changed figures void the record's pending and approved attestations (called in the record write's transaction);
 * each organisation's audit trail says so, as the rep's doing.
 */
export async function voidAttestations(tx: Tx, record: Pick<QuotaRow, "id" | "userId">): Promise<AttestationRow[]> {
  const voided = await tx
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
  // (An attestation outlives an organisation that was deleted: no trail to write to then.)
  for (const row of voided) {
    if (row.orgId === null) continue;
    await writeOrgAudit(
      tx,
      { orgId: row.orgId, userId: record.userId },
      {
        action: "attestation_voided",
        targetUserId: record.userId,
        details: { attestationId: row.id, quotaRecordId: record.id, reason: "figures_changed" },
      },
    );
  }
  return voided;
}

/**
 * The approved attestations still in force on the user's records (figures unchanged), by record id. The organisation
 * is named only when it was vetted at approval and still is: an organisation that lost its plan or its domain no
 * longer lends its name.
 */
export async function attestationFacts(userId: number) {
  const db = await getDb();
  const rows = await db
    .select({ row: orgAttestations, vetted: isVettedOrg })
    .from(orgAttestations)
    .leftJoin(organizations, eq(organizations.id, orgAttestations.orgId))
    .where(and(eq(orgAttestations.userId, userId), eq(orgAttestations.status, "approved")))
    .orderBy(desc(orgAttestations.decidedAt));
  const facts = new Map<
    number,
    {
      attesterName: string;
      attesterTitle: string | null;
      orgName: string | null;
      attestedAt: Date;
      figuresHash: string;
    }
  >();
  for (const { row, vetted } of rows) {
    if (facts.has(row.quotaRecordId) || !row.decidedAt) continue;
    facts.set(row.quotaRecordId, {
      attesterName: row.attesterName ?? "",
      attesterTitle: row.attesterTitle,
      orgName: vetted ? row.orgName : null,
      attestedAt: row.decidedAt,
      figuresHash: row.figuresHash,
    });
  }
  return facts;
}

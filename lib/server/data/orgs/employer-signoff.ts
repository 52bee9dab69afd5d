import "server-only";
// The sign-off of synced CRM figures by an owner or admin: each row chosen becomes, in the seller's book, an
// employer's quota record at the level "Employer-verified", beside any record of the rep's own for the period. The
// signer must read a mailbox at the organisation's verified domain and may never sign their own figures; a row must
// be matched, unflagged and its seller still a member. A row signed before whose figures the CRM has since changed is
// signed again with the new figures (its old credential is revoked and a new one issued by the credentials run);
// a row signed with the same figures is left as it is. Everything in one transaction.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { employerVerified } from "@/lib/assurance";
import { employerEvidence, type EmployerRecordSource } from "@/lib/employer-records";
import { employerRowStatus } from "@/lib/employer-figures";
import { attainmentPercent } from "@/lib/quota";
import type { EmployerSignoffInput } from "@/lib/validators/employer-crm";
import { ORG_ROLE_LABELS } from "@/lib/validators/org";
import { getDb, type Tx } from "../../db/client";
import { orgCrmFigures, orgMembers, organizations, quotaRecords } from "../../db/schema";
import { ApiError } from "../../errors";
import { checkOrgAccess, isVettedOrg, writeOrgAudit, type OrgCaller } from "./access";
import { EMPLOYER_CRM_ACCESS } from "./employer-crm";
import { matchMembers } from "../../integrations/employer-sync";
import { consumeAllowance } from "../usage";
import { requireDomainMailbox } from "./vetting";

type FigureRow = typeof orgCrmFigures.$inferSelect;

export type SignoffSkip = { userId: number; period: string; reason: string };

const pairKey = (userId: number, period: string) => `${userId}|${period}`;

export async function signOffEmployerFigures(ctx: OrgCaller, input: EmployerSignoffInput) {
  const { sellers, ...answer } = await signOff(ctx, input);
  // Each signed row's seller gets their credential right after the response, all of them in that one run (loaded
  // here, not with the route: the signing libraries stay out of its startup).
  const { nameRepsForNextCredentialRun } = await import("../../credentials/stale");
  nameRepsForNextCredentialRun(sellers);
  return answer;
}

async function signOff(ctx: OrgCaller, input: EmployerSignoffInput) {
  const signer = ctx.user;
  if (input.rows.some((r) => r.userId === signer.id)) {
    throw new ApiError("forbidden", "You cannot sign off your own figures: another owner or admin must.");
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Everything the sign-off rests on, read again under the organisation's lock: its plan and domain, the signer.
    const [org] = await tx
      .select({ org: organizations, vetted: isVettedOrg })
      .from(organizations)
      .where(eq(organizations.id, ctx.org.id))
      .for("update");
    checkOrgAccess({ org: org!.org, member: ctx.member }, EMPLOYER_CRM_ACCESS);
    if (!org!.vetted) throw new ApiError("conflict", "Verify your organisation's domain before signing off figures.");
    await requireDomainMailbox(tx, ctx.org.id, signer.id, { self: true });
    await consumeAllowance(tx, signer.id, "employer_signoff");

    const wanted = new Map(input.rows.map((r) => [pairKey(r.userId, r.period), r]));
    const userIds = [...new Set(input.rows.map((r) => r.userId))];
    const rows = await tx
      .select()
      .from(orgCrmFigures)
      .where(
        and(
          eq(orgCrmFigures.orgId, ctx.org.id),
          inArray(orgCrmFigures.userId, userIds),
          inArray(orgCrmFigures.period, [...new Set(input.rows.map((r) => r.period))]),
        ),
      )
      .for("update");
    const members = new Set(
      (
        await tx
          .select({ userId: orgMembers.userId })
          .from(orgMembers)
          .where(and(eq(orgMembers.orgId, ctx.org.id), inArray(orgMembers.userId, userIds)))
      ).map((m) => m.userId),
    );
    // The match is checked again now: the seller's confirmed address at the domain must still be the CRM user's.
    const matched = await matchMembers(
      tx,
      ctx.org.id,
      rows.map((r) => ({ crmUserId: r.crmUserId, email: r.crmEmail, name: r.crmName })),
    );
    const byPair = new Map<string, FigureRow[]>();
    for (const row of rows) {
      const key = pairKey(row.userId!, row.period);
      if (wanted.has(key)) byPair.set(key, [...(byPair.get(key) ?? []), row]);
    }

    const skipped: SignoffSkip[] = [];
    const toSign: FigureRow[] = [];
    let unchanged = 0;
    for (const [key, { userId, period }] of wanted) {
      const found = byPair.get(key) ?? [];
      const skip = (reason: string) => skipped.push({ userId, period, reason });
      if (found.length === 0) skip("No synced figures for this seller and period");
      else if (found.length > 1) skip("Two CRMs have figures for this seller and period: disconnect one first");
      else if (!members.has(userId)) skip("The seller is no longer a member of this organisation");
      else if (matched.get(found[0]!.crmUserId) !== userId)
        skip("The seller no longer has a confirmed address at your domain that matches the CRM");
      else {
        const status = employerRowStatus(found[0]!);
        if (status === "flagged") skip(found[0]!.flag!);
        else if (status === "signed") unchanged++;
        else toSign.push(found[0]!);
      }
    }

    const signedAt = new Date();
    const signerTitle = signer.title || ORG_ROLE_LABELS[ctx.member.role];
    for (const row of toSign) {
      await writeEmployerRecord(tx, org!.org.name, ctx.org.id, row, {
        signedByName: signer.fullName,
        signedByTitle: signerTitle,
        signedAt,
      });
    }
    if (toSign.length > 0) {
      await tx
        .update(orgCrmFigures)
        .set({
          signedBy: signer.id,
          signedAt,
          signedHash: orgCrmFigures.sourceHash,
        })
        .where(
          and(
            eq(orgCrmFigures.orgId, ctx.org.id),
            inArray(
              orgCrmFigures.id,
              toSign.map((r) => r.id),
            ),
            isNull(orgCrmFigures.flag),
          ),
        );
      await writeOrgAudit(tx, ctx.member, {
        action: "crm_signed_off",
        details: { rows: toSign.length, periods: [...new Set(toSign.map((r) => r.period))].slice(0, 20) },
      });
    }
    return { signed: toSign.length, unchanged, skipped, sellers: new Set(toSign.map((r) => r.userId!)) };
  });
}

/** Creates or updates the seller's record of the period from this organisation, verified by the sign-off. */
async function writeEmployerRecord(
  tx: Tx,
  employerName: string,
  orgId: number,
  row: FigureRow,
  signoff: Pick<EmployerRecordSource, "signedByName" | "signedByTitle"> & { signedAt: Date },
): Promise<void> {
  const source: EmployerRecordSource = {
    provider: row.provider,
    sourceIds: row.sourceIds,
    sha256: row.sourceHash,
    signedByName: signoff.signedByName,
    signedByTitle: signoff.signedByTitle,
    signedAt: signoff.signedAt.toISOString(),
  };
  const values = {
    quota: row.quota,
    attainment: row.closed,
    attainmentPercent: attainmentPercent(row.quota, row.closed) ?? "0.00",
    currency: row.currency,
    employerName,
    employerSource: source,
    isVerified: true,
    verifiedAt: signoff.signedAt,
    ...employerVerified(employerEvidence(employerName, source)),
  };
  const userId = row.userId!;
  const [existing] = await tx
    .select({ id: quotaRecords.id })
    .from(quotaRecords)
    .where(
      and(
        eq(quotaRecords.userId, userId),
        eq(quotaRecords.employerOrgId, orgId),
        eq(quotaRecords.year, row.year),
        row.quarter === null ? isNull(quotaRecords.quarter) : eq(quotaRecords.quarter, row.quarter),
      ),
    );
  if (existing) {
    await tx
      .update(quotaRecords)
      .set(values)
      .where(and(eq(quotaRecords.userId, userId), eq(quotaRecords.id, existing.id)));
  } else {
    await tx.insert(quotaRecords).values({
      userId,
      year: row.year,
      quarter: row.quarter,
      employerOrgId: orgId,
      proofType: "none",
      ...values,
    });
  }
}

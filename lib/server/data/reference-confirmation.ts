import "server-only";
// Reference verification: a reference with an e-mail gets a single-use link (only its SHA-256 is stored, valid
// 14 days) to confirm the working relationship and, if they like, edit the testimonial; the reference then shows
// Verified. Changing what the reference confirmed (who they are, the relationship, the testimonial) voids it.
import { and, eq, gt } from "drizzle-orm";
import { isOwnMailbox } from "@/lib/email-address";
import { env } from "@/lib/env";
import { getDb, type Tx } from "../db/client";
import { references, users } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail, retireMailedLink } from "../mail";
import { referenceConfirmationMail, referenceConfirmedMail } from "../mail/messages";
import { writeAudit, type RequestMeta } from "./audit";
import { consumeAllowance } from "./usage";
import { hashLinkToken, isLinkToken, newLinkToken } from "../link-tokens";
import { findOwnMailboxes, requireConfirmedAccount } from "./mailboxes";
import { checkEmployerPerson, noteIfUnvetted } from "./assurance-rules";
import { verifiedAtDomain } from "@/lib/assurance";

type ReferenceRow = typeof references.$inferSelect;

export const REFERENCE_LINK_TTL_MS = 14 * 24 * 3_600_000;
export const OWN_EMAIL_MESSAGE = "A reference must confirm from their own e-mail address, not yours";
/**
 * What the reference confirms: everything about them a shared page or export shows (their title included), who
 * they are and the address that confirmed. A change to any of these needs a new confirmation; the phone number
 * (the rep's own contact note, never shown) and the "show on shared pages" switch are free.
 */
const CONFIRMED_FIELDS = [
  "referenceName",
  "referenceTitle",
  "referenceCompany",
  "relationshipContext",
  "workingRelationship",
  "email",
  "linkedinUrl",
  "testimonial",
  "yearsWorkedTogether",
] as const;

const audit = (tx: Tx, row: ReferenceRow, action: string, meta: RequestMeta, details = {}) =>
  writeAudit(tx, { userId: row.userId, entityType: "reference", entityId: row.id, action, details }, meta);

async function repOf(tx: Tx, userId: number) {
  const [rep] = await tx
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!rep) throw new Error(`No user ${userId}`);
  return rep;
}

/**
 * After a reference is created or edited (its transaction): a new or changed reference with an e-mail gets a
 * confirmation link; a change to what was confirmed clears Verified. Returns the row as stored.
 */
export async function afterReferenceWrite(
  tx: Tx,
  write: { row: ReferenceRow; before?: ReferenceRow; meta: RequestMeta },
): Promise<ReferenceRow> {
  const { row, before, meta } = write;
  const changed = !before || CONFIRMED_FIELDS.some((field) => before[field] !== row[field]);
  if (!changed) return row;
  const rep = await repOf(tx, row.userId);
  if (row.email && isOwnMailbox(row.email, await findOwnMailboxes(tx, row.userId))) {
    throw new ApiError("validation_error", OWN_EMAIL_MESSAGE, { email: OWN_EMAIL_MESSAGE });
  }
  if (before?.isVerified) await audit(tx, row, "voided", meta, { reason: "The confirmed details were changed" });
  if (!row.email) {
    const [cleared] = await tx
      .update(references)
      .set({
        isVerified: false,
        verifiedAt: null,
        assuranceEvidence: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
        confirmSentAt: null,
      })
      .where(eq(references.id, row.id))
      .returning();
    return cleared!;
  }
  await requireConfirmedAccount(tx, row.userId);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + REFERENCE_LINK_TTL_MS);
  const [updated] = await tx
    .update(references)
    .set({
      isVerified: false,
      verifiedAt: null,
      assuranceEvidence: null,
      confirmTokenHash: hashLinkToken(token),
      confirmExpiresAt: expiresAt,
      confirmSentAt: new Date(),
    })
    .where(eq(references.id, row.id))
    .returning();
  const mail = await referenceConfirmationMail({
    repName: rep.fullName,
    referenceName: row.referenceName,
    relationship: row.workingRelationship,
    link: `${env().APP_URL.replace(/\/$/, "")}/confirm-reference/${token}`,
    expiresAt,
  });
  // An e-mail to someone else on the rep's behalf: capped per rep, like signing requests.
  await consumeAllowance(tx, row.userId, "rep_mail");
  await enqueueMail(
    mail,
    { userId: row.userId, to: row.email, link: { token, expiresAt }, about: { type: "reference", id: row.id } },
    tx,
  );
  await audit(tx, row, "confirmation_requested", meta, { email: row.email });
  return updated!;
}

export type ReferenceConfirmationView =
  | { state: "invalid" }
  | {
      state: "open";
      repName: string;
      referenceName: string;
      referenceTitle: string;
      referenceCompany: string;
      workingRelationship: string;
      yearsWorkedTogether: number | null;
      testimonial: string | null;
    };

async function openReference(tx: Tx, token: string, lock: boolean): Promise<ReferenceRow | null> {
  if (!isLinkToken(token)) return null;
  const query = tx
    .select()
    .from(references)
    .where(and(eq(references.confirmTokenHash, hashLinkToken(token)), gt(references.confirmExpiresAt, new Date())));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** What /confirm-reference/<token> shows: the reference's details, or "invalid" (unknown, used or expired). */
export async function viewReferenceConfirmation(token: string): Promise<ReferenceConfirmationView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await openReference(tx, token, false);
    if (!row) return { state: "invalid" };
    const rep = await repOf(tx, row.userId);
    return {
      state: "open",
      repName: rep.fullName,
      referenceName: row.referenceName,
      referenceTitle: row.referenceTitle,
      referenceCompany: row.referenceCompany,
      workingRelationship: row.workingRelationship,
      yearsWorkedTogether: row.yearsWorkedTogether,
      testimonial: row.testimonial,
    };
  });
}

/**
 * The reference confirms (the token is used up), with the testimonial as they left it. It is "Verified at <domain>"
 * (level 2) only from a vetted employer domain that is the rep's confirmed work domain, from an address the rep never
 * entered as theirs. Otherwise the confirmation is kept as what it is, "Confirmed by e-mail at <domain>", with no badge
 * and no credential, and it does not go to review: a reviewer cannot tell who clicked a link.
 */
export async function confirmReference(token: string, testimonial: string | null, meta: RequestMeta): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await openReference(tx, token, true);
    if (!row) throw new ApiError("gone", "This confirmation link is not valid: it was already used or has expired.");
    await requireConfirmedAccount(tx, row.userId, "other");
    const employer = await checkEmployerPerson(tx, row.userId, row.email ?? "");
    const domain = employer.domain ?? "an unknown domain";
    await noteIfUnvetted(tx, employer, { itemType: "reference", itemId: row.id, userId: row.userId, via: "reference" });
    const level2 = employer.reasons.length === 0 && employer.domain !== null;
    const [confirmed] = await tx
      .update(references)
      .set({
        ...(level2
          ? {
              isVerified: true,
              ...verifiedAtDomain(domain, `Confirmed by ${row.referenceName} from a mailbox at ${domain}`),
            }
          : { isVerified: false, assuranceLevel: 0, assuranceEvidence: `Confirmed by e-mail at ${domain}` }),
        verifiedAt: new Date(),
        testimonial: testimonial ?? row.testimonial,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(eq(references.id, row.id))
      .returning();
    await retireMailedLink(tx, token);
    await audit(
      tx,
      row,
      "confirmed",
      { ...meta, actor: row.email ?? meta.actor },
      {
        testimonialEdited: testimonial !== null && testimonial !== row.testimonial,
      },
    );
    const rep = await repOf(tx, row.userId);
    await enqueueMail(
      await referenceConfirmedMail({ repName: rep.fullName, referenceName: confirmed!.referenceName }),
      { userId: row.userId, to: rep.email, about: { type: "reference", id: row.id } },
      tx,
    );
  });
}

import "server-only";
// Invitations: an owner or admin invites an address with a role; a single-use link (/join/<token>, only its
// SHA-256 stored, 14 days) goes to that address. Only the signed-in account with exactly that e-mail can accept,
// so a forwarded link cannot put someone else into the organisation.
import { and, eq, isNull, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { ORG_ROLE_LABELS, type InvitationInput } from "@/lib/validators/org";
import { getDb } from "../../db/client";
import { columnsOf } from "../../db/columns";
import { orgInvitations, orgMembers, organizations, users } from "../../db/schema";
import { ApiError, notFound } from "../../errors";
import { hashLinkToken, isLinkToken, newLinkToken } from "../../link-tokens";
import { enqueueMail, retireMailedLink } from "../../mail";
import { invitationMail } from "../../mail/messages";
import { consumeAllowance } from "../usage";
import type { PublicUser } from "../users";
import { normalizedMailbox } from "@/lib/email-address";
import { findConfirmedMailboxes } from "../mailboxes";
import { refuseSharedMailbox, requireDomainMailbox } from "./vetting";
import {
  adminsTo,
  assertSeatFree,
  openInvitation,
  writeOrgAudit,
  type OrgAccess,
  type OrgCaller,
  type OrgContext,
} from "./access";

export const INVITATION_TTL_MS = 14 * 24 * 3_600_000;
const LINK_INVALID = "This invitation link is not valid.";
const LINK_GONE = "This invitation was already used, has expired or was withdrawn.";

export type InvitationView = { id: number; email: string; role: string; expiresAt: Date; createdAt: Date };

/** Invitations are the owners' and admins' to send, see and withdraw. */
export const INVITE_ACCESS = { ...adminsTo("invite members"), confirmedEmail: true } satisfies OrgAccess;
export const INVITATIONS_READ_ACCESS = adminsTo("see invitations");
export const WITHDRAW_ACCESS = adminsTo("withdraw invitations");

/** Sends an invitation (a newer one to the same address replaces the open one). Answers it without the token. */
export async function inviteMember({ org, member, user }: OrgCaller, input: InvitationInput): Promise<InvitationView> {
  const orgId = org.id;
  const db = await getDb();
  const token = newLinkToken();
  const link = `${env().APP_URL}/join/${token}`;
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: orgMembers.id })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, orgId), sql`lower(${users.email}) = ${input.email}`));
    if (existing)
      throw new ApiError("conflict", "This person is already a member", { email: "This person is already a member" });
    // The open invitation to the same address is replaced, so it does not hold a second seat.
    await tx
      .update(orgInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(orgInvitations.orgId, orgId),
          eq(orgInvitations.email, input.email),
          isNull(orgInvitations.acceptedAt),
          isNull(orgInvitations.revokedAt),
        ),
      );
    await assertSeatFree(tx, orgId, { countInvitations: true });
    await consumeAllowance(tx, user.id, "org_mail");
    const [invitation] = await tx
      .insert(orgInvitations)
      .values({
        orgId,
        email: input.email,
        role: input.role,
        tokenHash: hashLinkToken(token),
        expiresAt,
        invitedBy: user.id,
      })
      .returning();
    const role = ORG_ROLE_LABELS[input.role].toLowerCase();
    await enqueueMail(
      await invitationMail({ inviterName: user.fullName, orgName: org.name, role, email: input.email, link }),
      {
        userId: user.id,
        to: input.email,
        link: { token, expiresAt },
        about: { type: "org_invitation", id: invitation!.id },
      },
      tx,
    );
    await writeOrgAudit(tx, member, { action: "invited", details: { email: input.email, role: input.role } });
    const { id, email, role: invitedRole, createdAt } = invitation!;
    return { id, email, role: invitedRole, expiresAt: invitation!.expiresAt, createdAt };
  });
}

/** The open invitations of the organisation: owners and admins. */
export async function listInvitations({ org }: OrgContext): Promise<InvitationView[]> {
  const orgId = org.id;
  const db = await getDb();
  return db
    .select(columnsOf(orgInvitations, ["id", "email", "role", "expiresAt", "createdAt"]))
    .from(orgInvitations)
    .where(openInvitation(orgId));
}

/** Withdraws an open invitation (owners and admins): its link stops working and its seat is free again. */
export async function withdrawInvitation({ org, member }: OrgContext, invitationId: number): Promise<void> {
  const orgId = org.id;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [withdrawn] = await tx
      .update(orgInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(orgInvitations.id, invitationId),
          eq(orgInvitations.orgId, orgId),
          isNull(orgInvitations.acceptedAt),
          isNull(orgInvitations.revokedAt),
        ),
      )
      .returning();
    if (!withdrawn) throw notFound("Invitation");
    await writeOrgAudit(tx, member, {
      action: "invitation_withdrawn",
      details: { email: withdrawn.email, role: withdrawn.role },
    });
  });
}

type InvitationRow = typeof orgInvitations.$inferSelect;

async function findByToken(token: string): Promise<{ invitation: InvitationRow; orgName: string }> {
  if (!isLinkToken(token)) throw notFound("Invitation");
  const db = await getDb();
  const [row] = await db
    .select({ invitation: orgInvitations, orgName: organizations.name })
    .from(orgInvitations)
    .innerJoin(organizations, eq(organizations.id, orgInvitations.orgId))
    .where(eq(orgInvitations.tokenHash, hashLinkToken(token)));
  if (!row) throw new ApiError("not_found", LINK_INVALID);
  return row;
}

const isOpen = (invitation: InvitationRow) =>
  !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt.getTime() > Date.now();

/** What the join page shows: the organisation, the role and the address invited; nothing changes. */
export async function viewInvitation(token: string) {
  const { invitation, orgName } = await findByToken(token);
  if (!isOpen(invitation)) throw new ApiError("gone", LINK_GONE);
  return { orgId: invitation.orgId, orgName, role: invitation.role, email: invitation.email };
}

/** The signed-in invitee accepts: the link is used up and they become a member with the invited role. */
export async function acceptInvitation(user: PublicUser, token: string) {
  const { invitation } = await findByToken(token);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orgInvitations).where(eq(orgInvitations.id, invitation.id)).for("update");
    if (!current || !isOpen(current)) throw new ApiError("gone", LINK_GONE);
    // The invited address is the account's, or a work address the account confirmed.
    const confirmed = await findConfirmedMailboxes(tx, user.id);
    const invited = normalizedMailbox(current.email);
    if (invited !== normalizedMailbox(user.email) && !confirmed.some((m) => m.email === invited)) {
      throw new ApiError(
        "forbidden",
        `This invitation was sent to another e-mail address. Sign in as ${current.email} to accept it.`,
      );
    }
    const [already] = await tx
      .select({ id: orgMembers.id })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, current.orgId), eq(orgMembers.userId, user.id)));
    if (already) throw new ApiError("conflict", "You are already a member of this organisation");
    await requireDomainMailbox(tx, current.orgId, user.id, { self: true });
    await refuseSharedMailbox(tx, current.orgId, user.id);
    await assertSeatFree(tx, current.orgId, { countInvitations: false });
    await tx
      .update(orgInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(orgInvitations.id, current.id));
    await retireMailedLink(tx, token);
    const [member] = await tx
      .insert(orgMembers)
      .values({ orgId: current.orgId, userId: user.id, role: current.role })
      .returning();
    await writeOrgAudit(tx, member!, {
      action: "invitation_accepted",
      targetUserId: user.id,
      details: { role: current.role, invitationId: current.id },
    });
    return { orgId: current.orgId, role: member!.role };
  });
}

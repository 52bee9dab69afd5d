import "server-only";
// Enforced single sign-on: a member of an organisation whose connection enforces it, and whose account address is at
// one of its verified domains, signs in through the identity provider only; the password sign-in refuses them (403).
// It is asked only after the password checked out, so the refusal tells a guesser nothing the password did not.
// The owner keeps the password as a way in when the identity provider fails (break glass): allowed, and written to
// the organisation's audit trail as a warning.
import { and, eq } from "drizzle-orm";
import { emailDomain, normalizedMailbox } from "@/lib/email-address";
import { SSO_BUTTON_LABEL } from "@/lib/validators/sso";
import { getDb } from "../db/client";
import { orgMembers, orgSsoConnections, organizations } from "../db/schema";
import { ApiError } from "../errors";
import { verifiedDomains, writeOrgAudit } from "../data/orgs/access";
import { atDomain } from "../data/orgs/vetting";
import type { PublicUser } from "../data/users";
import { clientIp } from "../request-origin";

/** The organisations that enforce single sign-on for this account: its memberships there, at their domains. */
async function enforcingMemberships(user: Pick<PublicUser, "id" | "email">) {
  const db = await getDb();
  const rows = await db
    .select({ orgId: organizations.id, orgName: organizations.name, role: orgMembers.role })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
    .innerJoin(orgSsoConnections, eq(orgSsoConnections.orgId, orgMembers.orgId))
    .where(
      and(eq(orgMembers.userId, user.id), eq(orgSsoConnections.enforce, true), eq(organizations.tier, "enterprise")),
    );
  const domain = emailDomain(normalizedMailbox(user.email));
  if (!domain || rows.length === 0) return [];
  const enforcing: typeof rows = [];
  for (const row of rows) {
    const domains = await verifiedDomains(db, row.orgId);
    if (domains.some((d) => atDomain(domain, d))) enforcing.push(row);
  }
  return enforcing;
}

/**
 * After a right password, before the session: 403 for a member whom an organisation signs in through its identity
 * provider; for its owner, the sign-in goes on and the audit trail says so (`sso_break_glass`).
 */
export async function checkPasswordSignInAllowed(
  request: Pick<Request, "headers">,
  user: Pick<PublicUser, "id" | "email">,
): Promise<void> {
  const enforcing = await enforcingMemberships(user);
  const refusing = enforcing.find((membership) => membership.role !== "owner");
  if (refusing) {
    throw new ApiError(
      "forbidden",
      `${refusing.orgName} signs its members in through single sign-on: use "${SSO_BUTTON_LABEL}" with your work address to sign in.`,
    );
  }
  if (enforcing.length === 0) return;
  const db = await getDb();
  const ip = clientIp(request);
  for (const membership of enforcing) {
    await writeOrgAudit(
      db,
      { orgId: membership.orgId, userId: user.id },
      {
        action: "sso_break_glass",
        targetUserId: user.id,
        details: { warning: "owner signed in with a password while single sign-on is enforced", ip },
      },
    );
  }
}

import "server-only";
// What an organisation's word rests on: members of a verified organisation read a mailbox at one of its domains, no
// two members share a mailbox, and an attestation comes through a reporting line someone other than the seller set.
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { normalizedMailbox } from "@/lib/email-address";
import type { Db, Tx } from "../../db/client";
import { orgMembers, users, workEmails } from "../../db/schema";
import { ApiError } from "../../errors";
import { findConfirmedMailboxes } from "../mailboxes";
import { verifiedDomains, type Membership } from "./access";

/** An address domain is at the organisation's domain: the domain itself or one of its subdomains. */
export const atDomain = (domain: string, orgDomain: string) => domain === orgDomain || domain.endsWith(`.${orgDomain}`);

/** "acme.com", "acme.com or acme.co.uk", "acme.com, acme.de or acme.fr". */
function domainList(domains: string[]): string {
  if (domains.length <= 1) return domains.join("");
  return `${domains.slice(0, -1).join(", ")} or ${domains.at(-1)}`;
}

/**
 * 403 unless the person confirmed an address at one of the organisation's verified domains (nothing to check for an
 * organisation without one). `who` words the message: "you" for the caller, or the person's name.
 */
export async function requireDomainMailbox(
  db: Db | Tx,
  orgId: number,
  userId: number,
  who: { self: true } | { name: string },
): Promise<void> {
  const domains = await verifiedDomains(db, orgId);
  if (domains.length === 0) return;
  const confirmed = await findConfirmedMailboxes(db, userId);
  if (confirmed.some((m) => domains.some((d) => atDomain(m.domain, d)))) return;
  const list = domainList(domains);
  throw new ApiError(
    "forbidden",
    "self" in who
      ? `Members of this organisation confirm a work address at ${list}. Add and confirm yours in Settings, then try again.`
      : `${who.name} has no confirmed work address at ${list}: they must confirm one in Settings first.`,
  );
}

/**
 * 409 when the person's account address, or an address they confirmed, reaches a mailbox another member of the
 * organisation has confirmed: two accounts on one mailbox are one person twice.
 */
export async function refuseSharedMailbox(tx: Tx, orgId: number, userId: number): Promise<void> {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const mine = new Set((await findConfirmedMailboxes(tx, userId)).map((m) => m.email));
  if (account) mine.add(normalizedMailbox(account.email));
  const others = tx
    .select({ id: orgMembers.userId })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), ne(orgMembers.userId, userId)));
  const [accounts, work] = await Promise.all([
    tx
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.id, others), isNotNull(users.emailConfirmedAt))),
    tx
      .select({ email: workEmails.email })
      .from(workEmails)
      .where(and(inArray(workEmails.userId, others), isNotNull(workEmails.confirmedAt))),
  ]);
  const shared = [...accounts, ...work].find((row) => mine.has(normalizedMailbox(row.email)));
  if (shared) {
    throw new ApiError(
      "conflict",
      "Another member of this organisation has confirmed the same mailbox as you: each member reads their own.",
    );
  }
}

/**
 * An attestation travels along a reporting line that an owner or admin other than the seller set: a line the seller
 * drew themselves, or one from before setters were recorded, carries none.
 */
export function requireAttestableLine(line: Pick<Membership, "userId" | "managerSetBy">, asker: "seller" | "manager") {
  if (line.managerSetBy !== null && line.managerSetBy !== line.userId) return;
  const why =
    line.managerSetBy === null
      ? "this reporting line was set before QuotaProof recorded who sets reporting lines"
      : "this reporting line was set by the seller themselves";
  throw new ApiError(
    "conflict",
    asker === "seller"
      ? `Your manager cannot attest your figures yet: ${why}. Ask an owner or admin of the organisation to set your manager again.`
      : `You cannot attest these figures yet: ${why}. Ask an owner or admin of the organisation to set the seller's manager again.`,
  );
}

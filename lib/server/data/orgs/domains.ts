import "server-only";
// The domains an organisation proves it holds. An owner or admin adds one: it is verified at once when they have
// confirmed an address at it, otherwise they publish a DNS TXT record and ask for a check. Once the organisation has
// a verified domain (and the operator put it on Enterprise) its name and branding show on members' public pages, so
// from then on its name and its domains are changed only by the operator.
import { randomBytes } from "node:crypto";
import { and, count, eq, isNotNull, ne } from "drizzle-orm";
import { PRODUCT_NAME } from "@/lib/product";
import { getDb, type Tx } from "../../db/client";
import { orgDomains, organizations } from "../../db/schema";
import { lookupTxt } from "../../dns-txt";
import { isPersonalOrDisposableDomain } from "../../email-domains";
import { ApiError, notFound } from "../../errors";
import { findConfirmedMailboxes } from "../mailboxes";
import { adminsTo, bumpMembersPortfolioVersion, verifiedDomains, writeOrgAudit, type OrgContext } from "./access";

/** Domains (verified or waiting) one organisation may hold. */
export const MAX_ORG_DOMAINS = 10;

const TXT_PREFIX = "quotaproof-verification=";

type DomainRow = typeof orgDomains.$inferSelect;

export type OrgDomainView = {
  domain: string;
  verifiedAt: Date | null;
  method: string | null;
  /** The record to publish (kept after verification: removing it later does not undo the proof). */
  txtRecord: { type: "TXT"; name: string; value: string };
};

export const txtRecordName = (domain: string) => `_quotaproof.${domain}`;

function toView(row: DomainRow): OrgDomainView {
  return {
    domain: row.domain,
    verifiedAt: row.verifiedAt,
    method: row.method,
    txtRecord: { type: "TXT", name: txtRecordName(row.domain), value: `${TXT_PREFIX}${row.txtToken}` },
  };
}

const operatorOnly = (orgName: string) =>
  new ApiError(
    "forbidden",
    `${orgName} has a verified domain, so its name and domains are checked by ${PRODUCT_NAME}: contact us to change them.`,
  );

/** Owners and admins change an organisation's domains until one is verified (the operator changes them then). */
export const DOMAINS_ACCESS = adminsTo("manage the organisation's domains");
export const DOMAINS_READ_ACCESS = adminsTo("see the organisation's domains");

function refuseUnusable(domain: string): void {
  if (isPersonalOrDisposableDomain(domain)) {
    const message = "This is a personal or disposable e-mail domain: add your company's own domain";
    throw new ApiError("validation_error", message, { domain: message });
  }
}

/** 409 when another organisation already verified the domain. */
async function refuseTaken(tx: Tx, orgId: number, domain: string): Promise<void> {
  const [taken] = await tx
    .select({ id: orgDomains.id })
    .from(orgDomains)
    .where(and(eq(orgDomains.domain, domain), isNotNull(orgDomains.verifiedAt), ne(orgDomains.orgId, orgId)));
  if (taken) {
    const message = `${domain} is already verified by another organisation on ${PRODUCT_NAME}`;
    throw new ApiError("conflict", message, { domain: message });
  }
}

/** Locks the organisation row: domain changes of one organisation happen one after the other. */
async function lockOrg(tx: Tx, orgId: number) {
  const [org] = await tx.select().from(organizations).where(eq(organizations.id, orgId)).for("update");
  if (!org) throw notFound("Organisation");
  return org;
}

export async function listDomains({ org }: OrgContext): Promise<OrgDomainView[]> {
  const orgId = org.id;
  const db = await getDb();
  const rows = await db.select().from(orgDomains).where(eq(orgDomains.orgId, orgId)).orderBy(orgDomains.domain);
  return rows.map(toView);
}

/**
 * Adds a domain: verified at once (method "email") when the caller confirmed an address at it, else waiting for its
 * DNS record. `verified` says which, for the 201/202 answer.
 */
export async function addDomain(
  ctx: OrgContext,
  domain: string,
): Promise<{ verified: boolean; domain: OrgDomainView }> {
  const [orgId, userId] = [ctx.org.id, ctx.member.userId];
  refuseUnusable(domain);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId);
    if ((await verifiedDomains(tx, orgId)).length > 0) throw operatorOnly(org.name);
    await refuseTaken(tx, orgId, domain);
    const [existing] = await tx
      .select()
      .from(orgDomains)
      .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.domain, domain)));
    const mailboxes = await findConfirmedMailboxes(tx, userId);
    const byEmail = mailboxes.some((m) => m.domain === domain);
    if (!existing) {
      const [held] = await tx.select({ n: count() }).from(orgDomains).where(eq(orgDomains.orgId, orgId));
      if (Number(held?.n ?? 0) >= MAX_ORG_DOMAINS) {
        throw new ApiError("conflict", `An organisation can hold at most ${MAX_ORG_DOMAINS} domains`);
      }
    }
    // Asked again while it waits: the same record to publish.
    if (existing && !byEmail) return { verified: false, domain: toView(existing) };
    const now = new Date();
    const [row] = existing
      ? await tx
          .update(orgDomains)
          .set({ verifiedAt: now, method: "email" })
          .where(eq(orgDomains.id, existing.id))
          .returning()
      : await tx
          .insert(orgDomains)
          .values({
            orgId,
            domain,
            txtToken: randomBytes(24).toString("base64url"),
            addedBy: userId,
            ...(byEmail ? { verifiedAt: now, method: "email" } : {}),
          })
          .returning();
    if (!existing) await writeOrgAudit(tx, ctx.member, { action: "domain_added", details: { domain } });
    if (byEmail) await markVerified(tx, orgId, userId, domain, "email");
    return { verified: byEmail, domain: toView(row!) };
  });
}

async function markVerified(tx: Tx, orgId: number, actorId: number | null, domain: string, method: string) {
  const details = { domain, method, ...(method === "operator" ? { byOperator: true } : {}) };
  await writeOrgAudit(tx, { orgId, userId: actorId }, { action: "domain_verified", details });
  await bumpMembersPortfolioVersion(tx, orgId);
}

/** Looks up the domain's TXT record: verified (method "dns") when it carries the organisation's token. */
export async function checkDomain(ctx: OrgContext, domain: string): Promise<OrgDomainView> {
  const [orgId, userId] = [ctx.org.id, ctx.member.userId];
  const db = await getDb();
  const [pending] = await db
    .select()
    .from(orgDomains)
    .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.domain, domain)));
  if (!pending) throw notFound("Domain");
  if (pending.verifiedAt) return toView(pending);
  const expected = toView(pending).txtRecord;
  // The lookup happens outside the transaction: no row stays locked while DNS answers.
  const { records, error } = await lookupTxt(expected.name);
  if (!records.includes(expected.value)) {
    throw new ApiError(
      "conflict",
      `${error ? `${error} for ${expected.name}` : `No matching TXT record at ${expected.name} yet`}. Publish a TXT record named ${expected.name} with the value ${expected.value}, then check again (DNS changes can take a while to appear).`,
    );
  }
  return db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId);
    if ((await verifiedDomains(tx, orgId)).length > 0) throw operatorOnly(org.name);
    await refuseTaken(tx, orgId, domain);
    const [row] = await tx
      .update(orgDomains)
      .set({ verifiedAt: new Date(), method: "dns" })
      .where(eq(orgDomains.id, pending.id))
      .returning();
    await markVerified(tx, orgId, userId, domain, "dns");
    return toView(row!);
  });
}

/** Removes a domain still waiting for its check (owners and admins); a verified one is the operator's to remove. */
export async function removePendingDomain(ctx: OrgContext, domain: string): Promise<void> {
  const orgId = ctx.org.id;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const org = await lockOrg(tx, orgId);
    const [row] = await tx
      .select()
      .from(orgDomains)
      .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.domain, domain)));
    if (!row) throw notFound("Domain");
    if (row.verifiedAt) throw operatorOnly(org.name);
    await tx.delete(orgDomains).where(eq(orgDomains.id, row.id));
    await writeOrgAudit(tx, ctx.member, { action: "domain_removed", details: { domain } });
  });
}

/** The operator's calls: a domain verified by them (method "operator"), or removed, whatever its state. */
export async function operatorAddDomain(operatorId: number, orgId: number, domain: string): Promise<OrgDomainView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrg(tx, orgId);
    await refuseTaken(tx, orgId, domain);
    const [row] = await tx
      .insert(orgDomains)
      .values({
        orgId,
        domain,
        txtToken: randomBytes(24).toString("base64url"),
        addedBy: operatorId,
        verifiedAt: new Date(),
        method: "operator",
      })
      .onConflictDoUpdate({
        target: [orgDomains.orgId, orgDomains.domain],
        set: { verifiedAt: new Date(), method: "operator" },
      })
      .returning();
    await markVerified(tx, orgId, operatorId, domain, "operator");
    return toView(row!);
  });
}

export async function operatorRemoveDomain(operatorId: number, orgId: number, domain: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOrg(tx, orgId);
    const [removed] = await tx
      .delete(orgDomains)
      .where(and(eq(orgDomains.orgId, orgId), eq(orgDomains.domain, domain)))
      .returning();
    if (!removed) throw notFound("Domain");
    await writeOrgAudit(
      tx,
      { orgId, userId: operatorId },
      { action: "domain_removed", details: { domain, byOperator: true } },
    );
    await bumpMembersPortfolioVersion(tx, orgId);
  });
}

import "server-only";
// Vetted employer domains: the positive evidence a level-2 verification rests on. A domain is vetted when the
// operator approved it here, or when an Enterprise organisation verified it by DNS or through the operator; the one
// definition is the database function is_vetted_employer_domain (migration 0029), so SQL and code cannot disagree.
// A domain that is not vetted decides nothing by itself: the item waits for a reviewer and the domain is noted for
// the operator (a "sighting"), with the items that named it.
import { asc, eq, sql } from "drizzle-orm";
import type { EmployerDomain, EmployerDomainInput, PendingEmployerDomain } from "@/lib/validators/employer-domain";
import { getDb, type Db, type Tx } from "../db/client";
import { employerDomains, employerDomainSightings } from "../db/schema";
import { isPersonalOrDisposableDomain } from "../email-domains";
import { ApiError, isUniqueViolation, notFound } from "../errors";

export async function isVettedEmployerDomain(db: Db | Tx, domain: string | null | undefined): Promise<boolean> {
  if (!domain) return false;
  const rows = await db.execute<{ vetted: boolean }>(sql`select is_vetted_employer_domain(${domain}) as vetted`);
  const row =
    (rows as unknown as { rows?: { vetted: boolean }[] }).rows?.[0] ?? (rows as unknown as { vetted: boolean }[])[0];
  return row?.vetted === true;
}

export type Sighting = {
  domain: string;
  itemType: "quota_record" | "achievement" | "reference";
  itemId: number;
  userId: number;
  via: "email_proof" | "manager_esign" | "reference";
};

/** Notes that an item named a domain that is not vetted (once per item and way). */
export async function noteDomainSighting(tx: Tx, sighting: Sighting): Promise<void> {
  await tx
    .insert(employerDomainSightings)
    .values({ ...sighting, domain: sighting.domain.toLowerCase() })
    .onConflictDoNothing();
}

const toDomain = (row: typeof employerDomains.$inferSelect): EmployerDomain => ({
  domain: row.domain,
  source: row.source,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const PENDING_ITEMS_PER_DOMAIN = 50;
const PENDING_DOMAINS = 200;

/** The vetted list, and the domains seen on proofs, signatures and references that are not vetted (oldest first). */
export async function listEmployerDomains(): Promise<{ domains: EmployerDomain[]; pending: PendingEmployerDomain[] }> {
  const db = await getDb();
  const domains = await db.select().from(employerDomains).orderBy(asc(employerDomains.domain));
  const sightings = await db
    .select()
    .from(employerDomainSightings)
    .where(sql`not is_vetted_employer_domain(${employerDomainSightings.domain})`)
    .orderBy(asc(employerDomainSightings.seenAt), asc(employerDomainSightings.id))
    .limit(PENDING_DOMAINS * PENDING_ITEMS_PER_DOMAIN);
  const pending = new Map<string, PendingEmployerDomain>();
  for (const s of sightings) {
    const entry = pending.get(s.domain) ?? { domain: s.domain, firstSeenAt: s.seenAt.toISOString(), items: [] };
    if (!pending.has(s.domain)) {
      if (pending.size >= PENDING_DOMAINS) continue;
      pending.set(s.domain, entry);
    }
    if (entry.items.length < PENDING_ITEMS_PER_DOMAIN)
      entry.items.push({
        itemType: s.itemType,
        itemId: s.itemId,
        userId: s.userId,
        via: s.via,
        seenAt: s.seenAt.toISOString(),
      });
  }
  return { domains: domains.map(toDomain), pending: [...pending.values()] };
}

const FREE_MAIL = "Free-mail and disposable domains cannot be employer domains: anyone can open a mailbox there.";
const ALREADY = "This domain is already vetted.";

/** The operator vets a domain (409 when it already is, 422 for a free-mail or disposable one). */
export async function addEmployerDomain(adminId: number, input: EmployerDomainInput): Promise<EmployerDomain> {
  if (isPersonalOrDisposableDomain(input.domain))
    throw new ApiError("validation_error", FREE_MAIL, { domain: FREE_MAIL });
  const db = await getDb();
  try {
    const [row] = await db
      .insert(employerDomains)
      .values({ domain: input.domain, source: "operator", note: input.note || null, createdBy: adminId })
      .returning();
    return toDomain(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", ALREADY, { domain: ALREADY });
    throw error;
  }
}

/**
 * The operator withdraws a domain. Items already verified on it keep their level until they change: a withdrawal
 * says "no new verifications from there", it does not rewrite what was true when they were made.
 */
export async function removeEmployerDomain(domain: string): Promise<void> {
  const db = await getDb();
  const removed = await db
    .delete(employerDomains)
    .where(eq(employerDomains.domain, domain.toLowerCase()))
    .returning({ domain: employerDomains.domain });
  if (removed.length === 0) throw notFound("Employer domain");
}

import "server-only";
// Who may search the talent network, and whom an organisation may never find. Search is for the owner, admins and
// recruiters of an Enterprise organisation (403 other roles, 402 other plans). A rep is invisible to any
// organisation whose domains (its verified domains and its members' confirmed addresses) include the rep's
// employer's (the rep's confirmed work addresses) or a domain the rep blocked, and to any organisation they belong
// to. The rep's sign-in address counts against the organisation's verified domains only: it is often not an
// employer's, and compared with members' sign-in addresses it would hide everyone who signed up at one provider
// that no list knows (a university, an ISP) from everyone else there.
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { orgDomains, orgMembers, talentProfiles, users, workEmails } from "../db/schema";
import { emailDomain } from "@/lib/email-address";
import { isPersonalOrDisposableDomain } from "../email-domains";
import { checkOrgAccess, orgMember, type OrgAccess, type OrgContext } from "../data/orgs/access";

export const TALENT_SEARCH_ROLES = ["owner", "admin", "recruiter"] as const;

/** What the talent network's routes need: a recruiting role in an Enterprise organisation. */
export const TALENT_ACCESS = {
  roles: { roles: TALENT_SEARCH_ROLES, action: "search the talent network" },
  plan: { tier: "enterprise", feature: "The verified talent network" },
} as const satisfies OrgAccess;

/** The membership for a call made outside an organisation route (404, 403 and 402 as the routes answer). */
export async function talentRecruiter(userId: number, orgId: number, db: Db | Tx): Promise<OrgContext> {
  const context = await orgMember(userId, orgId, db);
  checkOrgAccess(context, TALENT_ACCESS);
  return context;
}

/** `all`: verified domains and members' confirmed addresses' domains; `verified`: the verified domains alone. */
export async function blockingDomains(db: Db | Tx, orgId: number): Promise<{ all: string[]; verified: string[] }> {
  const [verified, accounts, work] = await Promise.all([
    db
      .select({ domain: orgDomains.domain })
      .from(orgDomains)
      .where(and(eq(orgDomains.orgId, orgId), isNotNull(orgDomains.verifiedAt))),
    db
      .select({ email: users.email })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, orgId), isNotNull(users.emailConfirmedAt))),
    db
      .select({ email: workEmails.normalized })
      .from(orgMembers)
      .innerJoin(workEmails, eq(workEmails.userId, orgMembers.userId))
      .where(and(eq(orgMembers.orgId, orgId), isNotNull(workEmails.confirmedAt))),
  ]);
  const verifiedDomains = verified.map((d) => d.domain.toLowerCase());
  const domains = [
    ...verifiedDomains,
    ...[...accounts, ...work].map((a) => emailDomain(a.email)).filter((d): d is string => d !== null),
  ];
  // A free-mail domain belongs to no employer: a member on gmail.com must not hide every gmail.com rep.
  const employerLike = (list: string[]) => [...new Set(list)].filter((d) => !isPersonalOrDisposableDomain(d));
  return { all: employerLike(domains), verified: employerLike(verifiedDomains) };
}

const textArray = (values: readonly string[]): SQL =>
  values.length
    ? sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** The domain and its parents down to two labels: eu.acme.com → eu.acme.com, acme.com. */
function withParents(domains: readonly string[]): string[] {
  return [
    ...new Set(
      domains.flatMap((d) => {
        const labels = d.split(".");
        return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
      }),
    ),
  ].filter((d) => d.includes(".") && !isPersonalOrDisposableDomain(d));
}

/** LIKE patterns for the subdomains of each domain (sales.acme.com under acme.com). */
const subdomainPatterns = (domains: readonly string[]) =>
  domains.map((d) => `%.${d.replace(/[\\%_]/g, (c) => `\\${c}`)}`);

/**
 * SQL on talent_profiles: the rep may be shown to this organisation (not blocked, not a member of it). `domains`: all
 * the organisation's domains; `verified`: those it proved it holds, the only ones a rep's sign-in address meets.
 * One company's addresses may sit on subdomains (eu.acme.com, acme.com), so a domain also meets its subdomains and
 * its parents; never a bare suffix such as co.uk, which only the organisation's own domains' parents could be.
 */
export function visibleTo(orgId: number, domains: readonly string[], verified: readonly string[] = []): SQL {
  const blocked = textArray(withParents(domains));
  const under = textArray(subdomainPatterns(domains));
  const held = textArray(withParents(verified));
  const heldUnder = textArray(subdomainPatterns(verified));
  return sql`(
    not (${talentProfiles.blockedDomains} && ${blocked})
    and not exists (select 1 from unnest(${talentProfiles.blockedDomains}) b where b like any(${under}))
    and not exists (select 1 from ${workEmails} w where w.user_id = ${talentProfiles.userId}
      and w.confirmed_at is not null
      and (split_part(w.normalized, '@', 2) = any(${blocked}) or split_part(w.normalized, '@', 2) like any(${under})))
    and not exists (select 1 from ${users} u where u.id = ${talentProfiles.userId}
      and u.email_confirmed_at is not null
      and (lower(split_part(u.email, '@', 2)) = any(${held}) or lower(split_part(u.email, '@', 2)) like any(${heldUnder})))
    and not exists (select 1 from ${orgMembers} m where m.org_id = ${orgId} and m.user_id = ${talentProfiles.userId})
  )`;
}

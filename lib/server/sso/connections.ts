import "server-only";
// Finding an organisation's single sign-on connection: by the organisation, by a person's address (the verified
// domain it is at), or by the identity provider's entity id. Only organisations on the Enterprise plan have one
// that works: a connection kept after a downgrade signs nobody in.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { emailDomain, normalizedMailbox } from "@/lib/email-address";
import { getDb } from "../db/client";
import { orgDomains, orgSsoConnections, organizations } from "../db/schema";

export type SsoConnectionRow = typeof orgSsoConnections.$inferSelect;
export type SamlConnection = SsoConnectionRow & {
  type: "saml";
  idpEntityId: string;
  idpSsoUrl: string;
  idpCertificates: string[];
};
export type OidcConnection = SsoConnectionRow & {
  type: "oidc";
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  oidcMetadata: Record<string, unknown>;
};

export const isSaml = (row: SsoConnectionRow | null): row is SamlConnection =>
  row?.type === "saml" && !!row.idpEntityId && !!row.idpSsoUrl && (row.idpCertificates?.length ?? 0) > 0;

export const isOidc = (row: SsoConnectionRow | null): row is OidcConnection =>
  row?.type === "oidc" && !!row.issuer && !!row.clientId && !!row.clientSecretSealed && !!row.oidcMetadata;

const onEnterprise = eq(organizations.tier, "enterprise");

/** The organisation's working connection (Enterprise only), or null. */
export async function connectionOf(orgId: number): Promise<SsoConnectionRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ connection: orgSsoConnections })
    .from(orgSsoConnections)
    .innerJoin(organizations, eq(organizations.id, orgSsoConnections.orgId))
    .where(and(eq(orgSsoConnections.orgId, orgId), onEnterprise));
  return row?.connection ?? null;
}

/** The address's domain and every domain above it: "eu.acme.com" is at "eu.acme.com" and at "acme.com". */
function domainsAbove(domain: string): string[] {
  const labels = domain.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/**
 * The working connection of the organisation whose verified domain the address is at (the most specific domain
 * when two organisations verified nested ones), or null.
 */
export async function connectionForAddress(email: string): Promise<SsoConnectionRow | null> {
  const domain = emailDomain(normalizedMailbox(email));
  if (!domain) return null;
  const candidates = domainsAbove(domain);
  if (candidates.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ connection: orgSsoConnections })
    .from(orgDomains)
    .innerJoin(orgSsoConnections, eq(orgSsoConnections.orgId, orgDomains.orgId))
    .innerJoin(organizations, eq(organizations.id, orgDomains.orgId))
    .where(and(inArray(orgDomains.domain, candidates), isNotNull(orgDomains.verifiedAt), onEnterprise))
    .orderBy(desc(sql`length(${orgDomains.domain})`))
    .limit(1);
  return row?.connection ?? null;
}

/** The working SAML connections whose identity provider has one of these entity ids. */
export async function samlConnectionsOfIssuers(issuers: string[]): Promise<SsoConnectionRow[]> {
  const names = [...new Set(issuers)].filter((issuer) => issuer.length <= 1024).slice(0, 5);
  if (names.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ connection: orgSsoConnections })
    .from(orgSsoConnections)
    .innerJoin(organizations, eq(organizations.id, orgSsoConnections.orgId))
    .where(and(eq(orgSsoConnections.type, "saml"), inArray(orgSsoConnections.idpEntityId, names), onEnterprise))
    .limit(2);
  return rows.map((row) => row.connection);
}

import "server-only";
// An Enterprise organisation's single sign-on connection, for its owners and admins: what is saved (never a secret:
// an OIDC client secret's last four characters only) with this server's details to paste into the identity provider,
// saving one (SAML metadata parsed and checked, or an OIDC issuer's discovery document fetched and checked; 409
// without a verified domain: people are let in only at its domains) and removing it. Every change is audited.
import { eq } from "drizzle-orm";
import type { SsoConnection, SsoConnectionView } from "@/lib/validators/sso";
import { getDb } from "../../db/client";
import { orgSsoConnections, users } from "../../db/schema";
import { ApiError } from "../../errors";
import { sealers } from "../../sealed-tokens";
import { discoverIssuer } from "../../sso/oidc";
import { certificateSummary, parseIdpMetadata } from "../../sso/saml-xml";
import { serviceProvider } from "../../sso/urls";
import { ADMIN_ROLES, verifiedDomains, writeOrgAudit, type OrgAccess, type OrgCaller } from "./access";

/** Owners and admins of an Enterprise organisation. */
export const SSO_ACCESS = {
  roles: { roles: ADMIN_ROLES, action: "manage single sign-on" },
  plan: { tier: "enterprise", feature: "Single sign-on" },
} as const satisfies OrgAccess;

type Row = typeof orgSsoConnections.$inferSelect;

function connectionView(row: Row, configuredBy: { id: number; name: string } | null): SsoConnectionView["connection"] {
  const common = {
    enforce: row.enforce,
    defaultRole: row.defaultRole,
    configuredBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.type === "saml") {
    return {
      ...common,
      type: "saml",
      idpEntityId: row.idpEntityId ?? "",
      ssoUrl: row.idpSsoUrl ?? "",
      certificates: (row.idpCertificates ?? []).map(certificateSummary),
      metadataXml: row.metadataXml ?? "",
    };
  }
  return {
    ...common,
    type: "oidc",
    issuer: row.issuer ?? "",
    clientId: row.clientId ?? "",
    clientSecretLast4: row.clientSecretLast4 ?? "",
  };
}

/** The connection (or null) and this server's side of it. */
export async function getSsoSettings(ctx: OrgCaller): Promise<SsoConnectionView> {
  const db = await getDb();
  const [found] = await db
    .select({ row: orgSsoConnections, byId: users.id, byName: users.fullName })
    .from(orgSsoConnections)
    .leftJoin(users, eq(users.id, orgSsoConnections.configuredBy))
    .where(eq(orgSsoConnections.orgId, ctx.org.id));
  const by = found?.byId ? { id: found.byId, name: found.byName ?? "" } : null;
  return { serviceProvider: serviceProvider(ctx.org.id), connection: found ? connectionView(found.row, by) : null };
}

/** 409 unless the organisation has a verified domain: the identity provider speaks only for addresses at it. */
async function requireVerifiedDomain(orgId: number): Promise<void> {
  const domains = await verifiedDomains(await getDb(), orgId);
  if (domains.length === 0) {
    throw new ApiError(
      "conflict",
      "Verify your organisation's domain first: single sign-on lets in only addresses at its verified domains.",
    );
  }
}

/** The columns a saved connection writes: every field of the other type emptied. */
async function connectionValues(input: SsoConnection) {
  const none = {
    idpEntityId: null,
    idpSsoUrl: null,
    idpCertificates: null,
    metadataXml: null,
    issuer: null,
    clientId: null,
    clientSecretSealed: null,
    clientSecretLast4: null,
    oidcMetadata: null,
  };
  if (input.type === "saml") {
    const metadata = parseIdpMetadata(input.metadataXml);
    return {
      ...none,
      type: "saml" as const,
      idpEntityId: metadata.entityId,
      idpSsoUrl: metadata.ssoUrl,
      idpCertificates: metadata.certificates,
      metadataXml: input.metadataXml,
    };
  }
  const discovered = await discoverIssuer(input.issuer, input.clientId, input.clientSecret);
  return {
    ...none,
    type: "oidc" as const,
    issuer: discovered.issuer,
    clientId: input.clientId,
    clientSecretSealed: sealers.sso.seal(input.clientSecret),
    clientSecretLast4: input.clientSecret.slice(-4),
    oidcMetadata: discovered.metadata,
  };
}

/**
 * Saves the organisation's connection (replacing any), once its metadata or issuer checked out (422 naming the
 * field otherwise). Answers the view and whether a connection was created (201) rather than replaced (200).
 */
export async function saveSsoConnection(
  ctx: OrgCaller,
  input: SsoConnection,
): Promise<{ view: SsoConnectionView; created: boolean }> {
  const orgId = ctx.org.id;
  await requireVerifiedDomain(orgId);
  const values = {
    ...(await connectionValues(input)),
    enforce: input.enforce,
    defaultRole: input.defaultRole,
    configuredBy: ctx.user.id,
    updatedAt: new Date(),
  };
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ type: orgSsoConnections.type })
      .from(orgSsoConnections)
      .where(eq(orgSsoConnections.orgId, orgId))
      .for("update");
    await tx
      .insert(orgSsoConnections)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: orgSsoConnections.orgId, set: values });
    await writeOrgAudit(tx, ctx.member, {
      action: "sso_configured",
      details: {
        type: values.type,
        enforce: values.enforce,
        defaultRole: values.defaultRole,
        ...(values.type === "saml" ? { idpEntityId: values.idpEntityId } : { issuer: values.issuer }),
      },
    });
    return !before;
  });
  return { view: await getSsoSettings(ctx), created };
}

/** Removes the connection: people sign in with their passwords again. */
export async function removeSsoConnection(ctx: OrgCaller): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(orgSsoConnections)
      .where(eq(orgSsoConnections.orgId, ctx.org.id))
      .returning({ type: orgSsoConnections.type });
    if (removed) await writeOrgAudit(tx, ctx.member, { action: "sso_removed", details: { type: removed.type } });
  });
}

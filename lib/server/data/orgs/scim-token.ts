import "server-only";
// An organisation's SCIM token: owners and admins of an Enterprise organisation with a verified domain make one (shown
// once, kept as its SHA-256 only); making another replaces it in the same row, so the old one stops with that write;
// revoking removes it. The identity provider presents it as a bearer token (lib/server/scim/frame.ts).
import { eq } from "drizzle-orm";
import { scimBasePath } from "@/lib/scim/urns";
import type { ScimSetupView, ScimTokenCreated } from "@/lib/validators/scim";
import { env } from "@/lib/env";
import { getDb } from "../../db/client";
import { organizations, scimTokens, users } from "../../db/schema";
import { ApiError } from "../../errors";
import { hashLinkToken, newLinkToken } from "../../link-tokens";
import { ADMIN_ROLES, verifiedDomains, writeOrgAudit, type OrgAccess, type OrgCaller } from "./access";

/** The recognisable start of every SCIM token (secret scanners and people can tell what a leaked one is). */
export const SCIM_TOKEN_PREFIX = "qpscim_";
/** The prefix and 32 random bytes in base64url. */
export const SCIM_TOKEN_PATTERN = /^qpscim_[A-Za-z0-9_-]{43}$/;

/** Reading the setup and revoking: owners and admins (revoking works on any plan). */
export const SCIM_ADMIN_ACCESS = {
  roles: { roles: ADMIN_ROLES, action: "manage SCIM provisioning" },
} as const satisfies OrgAccess;

/** Making a token: owners and admins of an Enterprise organisation. */
export const SCIM_TOKEN_ACCESS = {
  ...SCIM_ADMIN_ACCESS,
  plan: { tier: "enterprise", feature: "SCIM provisioning" },
} as const satisfies OrgAccess;

/** The organisation's SCIM base URL, as identity providers are given it. */
export const scimBaseUrl = (orgId: number) => `${env().APP_URL.replace(/\/$/, "")}${scimBasePath(orgId)}`;

export const hashScimToken = hashLinkToken;

/**
 * Makes the organisation's token, or a new one in place of the current (which stops at once). 409 without a verified
 * domain: the provider can only bring in addresses at the organisation's verified domains.
 */
export async function createScimToken(ctx: OrgCaller): Promise<ScimTokenCreated> {
  const orgId = ctx.org.id;
  const db = await getDb();
  const token = `${SCIM_TOKEN_PREFIX}${newLinkToken()}`;
  const createdAt = await db.transaction(async (tx) => {
    // The organisation's row is locked so two calls at once rotate one after the other.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for("update");
    if ((await verifiedDomains(tx, orgId)).length === 0) {
      throw new ApiError(
        "conflict",
        "Verify your organisation's domain first: SCIM provisioning brings in addresses at its verified domains only.",
      );
    }
    const values = {
      tokenHash: hashScimToken(token),
      tokenLast4: token.slice(-4),
      rotatedBy: ctx.user.id,
      rotatedAt: new Date(),
    };
    const [existing] = await tx.select({ id: scimTokens.id }).from(scimTokens).where(eq(scimTokens.orgId, orgId));
    if (existing) await tx.update(scimTokens).set(values).where(eq(scimTokens.id, existing.id));
    else await tx.insert(scimTokens).values({ orgId, ...values });
    await writeOrgAudit(tx, ctx.member, {
      action: existing ? "scim_token_rotated" : "scim_token_created",
      details: { tokenLast4: values.tokenLast4 },
    });
    return values.rotatedAt;
  });
  return { token, baseUrl: scimBaseUrl(orgId), createdAt: createdAt.toISOString() };
}

/** The setup as owners and admins see it: never the token. */
export async function scimSetup(ctx: OrgCaller): Promise<ScimSetupView> {
  const orgId = ctx.org.id;
  const db = await getDb();
  const [row] = await db
    .select({ token: scimTokens, name: users.fullName })
    .from(scimTokens)
    .leftJoin(users, eq(users.id, scimTokens.rotatedBy))
    .where(eq(scimTokens.orgId, orgId));
  return {
    configured: Boolean(row),
    baseUrl: scimBaseUrl(orgId),
    createdAt: row ? row.token.rotatedAt.toISOString() : null,
    lastRotatedBy: row?.token.rotatedBy ?? null,
    lastRotatedByName: row?.name ?? null,
    tokenLast4: row?.token.tokenLast4 ?? null,
  };
}

/** Revokes the token: the provider's next call is refused. True when there was one. */
export async function revokeScimToken(ctx: OrgCaller): Promise<boolean> {
  const orgId = ctx.org.id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(scimTokens)
      .where(eq(scimTokens.orgId, orgId))
      .returning({ last4: scimTokens.tokenLast4 });
    if (removed.length === 0) return false;
    await writeOrgAudit(tx, ctx.member, { action: "scim_token_revoked", details: { tokenLast4: removed[0]!.last4 } });
    return true;
  });
}

/** The token row and its organisation for a presented token's hash, or null. */
export async function findScimToken(tokenHash: string) {
  const db = await getDb();
  const [row] = await db
    .select({ token: scimTokens, org: organizations })
    .from(scimTokens)
    .innerJoin(organizations, eq(organizations.id, scimTokens.orgId))
    .where(eq(scimTokens.tokenHash, tokenHash));
  return row ?? null;
}

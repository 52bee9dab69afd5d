import "server-only";
// An Enterprise organisation's applicant tracking system settings: owners and admins save, see and remove them. The
// credentials (Lever's API key, Greenhouse's Harvest v3 client id and secret) are checked with the provider before
// they are kept, the secret stored sealed and never answered back: admins see its last four characters only.
import { eq } from "drizzle-orm";
import type { AtsSettingsInput, AtsSettingsView } from "@/lib/validators/ats";
import { ATS_CREDENTIAL_LABELS, ATS_PROVIDER_LABELS } from "@/lib/validators/ats";
import { getDb } from "../../db/client";
import { orgAtsConnections } from "../../db/schema";
import { ApiError } from "../../errors";
import { AtsKeyRefused } from "../../integrations/ats-call";
import { atsProvider } from "../../integrations/registry";
import { needsCredentials, sealedSettings } from "../../ats/saved";
import { requireUserId } from "../user-scope";
import type { OrgOptions } from "../../http";
import { TALENT_SEARCH_ROLES } from "../../talent/access";
import { ADMIN_ROLES, isOrgAdmin, writeOrgAudit, type OrgContext } from "./access";

/** Who may change the settings (the route's withOrg checks it): owners and admins of an Enterprise organisation. */
export const ATS_ADMINS: OrgOptions = {
  roles: { roles: ADMIN_ROLES, action: "manage the applicant tracking system" },
  plan: { tier: "enterprise", feature: "Sending portfolios to an applicant tracking system" },
};

/** Who may read which ATS is set up and hand portfolios to it: the talent network's recruiters (and admins). */
export const ATS_RECRUITERS: OrgOptions = {
  roles: { roles: TALENT_SEARCH_ROLES, action: "search the talent network" },
  plan: { tier: "enterprise", feature: "The verified talent network" },
};

type Row = typeof orgAtsConnections.$inferSelect;

/** A Greenhouse connection on a retired Harvest API key says so, and why, to everyone who can see it. */
const pending = (row: Row) => {
  const message = needsCredentials(row);
  return message ? { needsCredentials: true as const, message } : {};
};

const toView = (row: Row | undefined): AtsSettingsView =>
  row
    ? {
        configured: true,
        provider: row.provider,
        onBehalfOf: row.onBehalfOf,
        ...(row.clientId ? { clientId: row.clientId } : {}),
        keyLast4: row.keyLast4,
        updatedAt: row.updatedAt.toISOString(),
        ...pending(row),
      }
    : { configured: false };

/** The settings for owners and admins; for a recruiter, only which ATS is set up (and whether it waits on them). */
export async function getAtsSettings(ctx: OrgContext): Promise<AtsSettingsView> {
  const db = await getDb();
  const [row] = await db.select().from(orgAtsConnections).where(eq(orgAtsConnections.orgId, ctx.org.id));
  if (isOrgAdmin(ctx.member) || !row) return toView(row);
  return { configured: true, provider: row.provider, ...pending(row) };
}

/** Saves the settings after one cheap call proves the credentials (400 when the provider refuses them). */
export async function saveAtsSettings(
  userId: number,
  orgId: number,
  input: AtsSettingsInput,
): Promise<AtsSettingsView> {
  requireUserId(userId);
  const provider = atsProvider(input.provider);
  try {
    await provider.checkKey(input as never);
  } catch (error) {
    if (error instanceof AtsKeyRefused) {
      const message = `${ATS_PROVIDER_LABELS[input.provider]} did not accept this ${ATS_CREDENTIAL_LABELS[input.provider]}.`;
      throw new ApiError("bad_request", message, {
        [provider.secretField]: message,
      });
    }
    throw error;
  }
  const values = { ...sealedSettings(input), updatedBy: userId, updatedAt: new Date() };
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(orgAtsConnections)
      .values({ orgId, ...values })
      .onConflictDoUpdate({ target: orgAtsConnections.orgId, set: values })
      .returning();
    await writeOrgAudit(
      tx,
      { orgId, userId },
      {
        action: "ats_configured",
        details: { provider: input.provider, onBehalfOf: input.onBehalfOf, keyLast4: values.keyLast4 },
      },
    );
    return saved!;
  });
  return toView(row);
}

export async function removeAtsSettings(userId: number, orgId: number): Promise<AtsSettingsView> {
  requireUserId(userId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(orgAtsConnections)
      .where(eq(orgAtsConnections.orgId, orgId))
      .returning({ provider: orgAtsConnections.provider });
    if (removed) {
      await writeOrgAudit(tx, { orgId, userId }, { action: "ats_removed", details: { provider: removed.provider } });
    }
  });
  return { configured: false };
}

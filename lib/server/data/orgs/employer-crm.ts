import "server-only";
// The organisation's CRM as its owners and admins see it: connecting it (Enterprise and a verified domain: the CRM's
// figures become the organisation's word), its status with the people a sync could not match, the disconnect, the
// sync (answered at once, run after the response) and the review list of every matched seller's figures.
import { after } from "next/server";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { attainmentRatio, employerRowStatus, type EmployerRowStatus } from "@/lib/employer-figures";
import type { ConnectOutcome, CrmConfig, CrmProvider, CrmProviderName, OAuthTokens } from "../../integrations/provider";
import { getDb } from "../../db/client";
import { orgCrmFigures, orgMembers, users } from "../../db/schema";
import { ApiError } from "../../errors";
import { authorizeUrl } from "../../integrations/oauth";
import { startAuthorization } from "../../integrations/oauth-state";
import {
  disconnectEmployerCrm,
  employerConnections,
  saveEmployerConnection,
} from "../../integrations/employer-connections";
import { claimEmployerSync, runEmployerSync } from "../../integrations/employer-sync";
import { crmProvider, requireCrmConfig } from "../../integrations/registry";
import { consumeAllowance } from "../usage";
import {
  ADMIN_ROLES,
  checkOrgAccess,
  orgMember,
  verifiedDomains,
  writeOrgAudit,
  type OrgAccess,
  type OrgCaller,
} from "./access";
import type { z } from "zod";
import type { employerAttainmentQuerySchema } from "@/lib/validators/employer-crm";

/** Owners and admins of an Enterprise organisation. */
export const EMPLOYER_CRM_ACCESS = {
  roles: { roles: ADMIN_ROLES, action: "manage the organisation's CRM" },
  plan: { tier: "enterprise", feature: "Employer-verified attainment from your CRM" },
} as const satisfies OrgAccess;

/** 409 unless the organisation has a verified domain: members are matched by addresses at it. */
async function requireVerifiedDomain(ctx: OrgCaller): Promise<void> {
  const domains = await verifiedDomains(await getDb(), ctx.org.id);
  if (domains.length === 0) {
    throw new ApiError(
      "conflict",
      "Verify your organisation's domain first: sellers are matched to the CRM by their confirmed address at it.",
    );
  }
}

/** Starts an owner's or admin's connect of the organisation's CRM: the consent page's address. */
export async function startEmployerConnect(ctx: OrgCaller, providerName: string): Promise<{ url: string }> {
  const config = requireCrmConfig(providerName);
  await requireVerifiedDomain(ctx);
  const { state, challenge } = await startAuthorization(ctx.user.id, config.provider, ctx.org.id);
  const { authorizeParams } = crmProvider(config.provider).employer;
  const url = authorizeUrl(
    { ...config, authorizeParams: { ...config.authorizeParams, ...authorizeParams } },
    state,
    challenge,
  );
  return { url };
}

/**
 * The callback of an organisation's connect: the person who started it must still run an Enterprise organisation
 * with a verified domain; then who connected is read with the new tokens and the connection stored.
 */
export async function completeEmployerConnect(
  orgId: number,
  adminId: number,
  provider: CrmProvider,
  config: CrmConfig,
  tokens: OAuthTokens,
): Promise<boolean> {
  const db = await getDb();
  let ctx;
  try {
    ctx = await orgMember(adminId, orgId);
    checkOrgAccess(ctx, EMPLOYER_CRM_ACCESS);
  } catch {
    return false;
  }
  if ((await verifiedDomains(db, orgId)).length === 0) return false;
  const identity = await provider.identity(config, tokens);
  await saveEmployerConnection(orgId, adminId, config, tokens, identity);
  await writeOrgAudit(db, ctx.member, {
    action: "crm_connected",
    details: { provider: config.provider, accountId: identity.accountId },
  });
  return true;
}

/** Where the admin lands after an organisation's connect, told how it went. */
export const employerOutcomePath = (provider: CrmProviderName, outcome: ConnectOutcome) =>
  `/team?${new URLSearchParams(outcome === "connected" ? { crm: provider } : { crm: provider, error: outcome }).toString()}`;

export type EmployerCrmStatus = Awaited<ReturnType<typeof employerCrmStatus>>;

/** The organisation's CRM connections with their last sync, and who a sync could not match (CRM users, members). */
export async function employerCrmStatus(ctx: OrgCaller) {
  const orgId = ctx.org.id;
  const db = await getDb();
  const rows = await employerConnections(orgId);
  const people = rows.length
    ? await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.flatMap((r) => (r.connectedBy ? [r.connectedBy] : [])),
          ),
        )
    : [];
  const unmatchedCrm = await db
    .selectDistinct({
      provider: orgCrmFigures.provider,
      crmUserId: orgCrmFigures.crmUserId,
      name: orgCrmFigures.crmName,
      email: orgCrmFigures.crmEmail,
    })
    .from(orgCrmFigures)
    .where(and(eq(orgCrmFigures.orgId, orgId), isNull(orgCrmFigures.userId)))
    .orderBy(asc(orgCrmFigures.crmName))
    .limit(500);
  const matched = db
    .selectDistinct({ id: orgCrmFigures.userId })
    .from(orgCrmFigures)
    .where(and(eq(orgCrmFigures.orgId, orgId), isNotNull(orgCrmFigures.userId)));
  const unmatchedMembers = rows.some((r) => r.syncCounts)
    ? await db
        .select({ userId: users.id, fullName: users.fullName, email: users.email })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(
          and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, "seller"), sql`${orgMembers.userId} not in ${matched}`),
        )
        .orderBy(asc(users.fullName))
        .limit(500)
    : [];
  return {
    connections: rows.map((r) => ({
      provider: r.provider,
      connectedBy: r.connectedBy
        ? { id: r.connectedBy, name: people.find((p) => p.id === r.connectedBy)?.fullName ?? null }
        : null,
      accountId: r.accountId,
      instanceUrl: r.instanceUrl,
      connectedAt: r.connectedAt,
      needsReconnect: r.reconnectReason !== null,
      lastSync: {
        state: r.syncState,
        progress: r.syncProgress,
        startedAt: r.syncStartedAt,
        finishedAt: r.syncFinishedAt,
        error: r.syncError,
      },
      counts: r.syncCounts,
    })),
    unmatched: { crmUsers: unmatchedCrm, members: unmatchedMembers },
  };
}

export async function disconnectEmployer(ctx: OrgCaller, providerName: string) {
  const config = requireCrmConfig(providerName);
  const removed = await disconnectEmployerCrm(ctx.org.id, config.provider);
  if (removed) {
    await writeOrgAudit(await getDb(), ctx.member, {
      action: "crm_disconnected",
      details: { provider: config.provider },
    });
  }
  return employerCrmStatus(ctx);
}

/**
 * Starts a sync of each connected CRM that is not syncing already, run once the answer is out (the platform keeps it
 * alive); 409 when the organisation has no CRM connected.
 */
export async function requestEmployerSync(ctx: OrgCaller) {
  const connections = (await employerConnections(ctx.org.id)).filter((c) => !c.reconnectReason);
  if (connections.length === 0) {
    throw new ApiError("conflict", "Connect your organisation's CRM first: there is nothing to sync.");
  }
  await consumeAllowance(await getDb(), ctx.user.id, "employer_crm_sync");
  const started: CrmProviderName[] = [];
  for (const connection of connections) {
    if (await claimEmployerSync(ctx.org.id, connection.provider)) started.push(connection.provider);
  }
  if (started.length > 0) {
    await writeOrgAudit(await getDb(), ctx.member, { action: "crm_sync_started", details: { providers: started } });
    runAfterResponse(() => Promise.all(started.map((p) => runEmployerSync(ctx.org.id, p))));
  }
  return employerCrmStatus(ctx);
}

/** Runs `work` once the response is out; outside a request (a script, the cron job's own runner) it runs now. */
function runAfterResponse(work: () => Promise<unknown>): void {
  try {
    after(work);
  } catch {
    void work();
  }
}

type AttainmentQuery = z.infer<typeof employerAttainmentQuerySchema>;

const STATUS_WHERE: Record<EmployerRowStatus, SQL> = {
  flagged: isNotNull(orgCrmFigures.flag),
  new: and(isNull(orgCrmFigures.flag), isNull(orgCrmFigures.signedHash))!,
  signed: and(isNull(orgCrmFigures.flag), eq(orgCrmFigures.signedHash, orgCrmFigures.sourceHash))!,
  changed: and(
    isNull(orgCrmFigures.flag),
    isNotNull(orgCrmFigures.signedHash),
    sql`${orgCrmFigures.signedHash} <> ${orgCrmFigures.sourceHash}`,
  )!,
};

const encodeCursor = (period: string, id: number) => Buffer.from(JSON.stringify([period, id])).toString("base64url");

function decodeCursor(cursor: string): { period: string; id: number } {
  try {
    const [period, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    if (typeof period === "string" && Number.isInteger(id)) return { period, id: id as number };
  } catch {
    // Reported below.
  }
  throw new ApiError("bad_request", "The cursor is not one this list gave");
}

/**
 * The figures of members the sync matched, newest period first, for review and sign-off; filtered by period and
 * status, paged with the cursor the previous page gave.
 */
export async function listEmployerAttainment(ctx: OrgCaller, query: AttainmentQuery) {
  const db = await getDb();
  const from = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({ row: orgCrmFigures, name: users.fullName })
    .from(orgCrmFigures)
    .innerJoin(users, eq(users.id, orgCrmFigures.userId))
    .where(
      and(
        eq(orgCrmFigures.orgId, ctx.org.id),
        query.period ? eq(orgCrmFigures.period, query.period) : undefined,
        query.status ? STATUS_WHERE[query.status] : undefined,
        from
          ? or(
              lt(orgCrmFigures.period, from.period),
              and(eq(orgCrmFigures.period, from.period), sql`${orgCrmFigures.id} > ${from.id}`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orgCrmFigures.period), asc(orgCrmFigures.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ row, name }) => {
      const quota = Number(row.quota);
      const closed = Number(row.closed);
      return {
        id: row.id,
        userId: row.userId!,
        name,
        period: row.period,
        quota,
        closed,
        attainment: attainmentRatio(quota, closed),
        currency: row.currency,
        closedCurrency: row.closedCurrency,
        flag: row.flag,
        source: { provider: row.provider, ids: row.sourceIds },
        status: employerRowStatus(row),
        signedAt: row.signedAt,
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.row.period, last.row.id) : null,
  };
}

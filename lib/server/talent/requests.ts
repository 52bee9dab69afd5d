import "server-only";
// Contact through the product: a recruiter writes to a listed rep (never to an address); the rep sees who looked and
// who wrote, and accepts or declines. Contact addresses are exchanged only on acceptance, and only between the rep
// and the recruiter who wrote. Capped per recruiter and per organisation.
import { and, count, desc, eq, gte, inArray } from "drizzle-orm";
import { env } from "@/lib/env";
import type { talentAcceptSchema } from "@/lib/validators/talent";
import type { z } from "zod";
import { getDb } from "../db/client";
import { organizations, talentProfiles, talentRequests, talentViews, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { enqueueMail } from "../mail";
import { talentAcceptedMail, talentContactMail } from "../mail/messages";
import { consumeAllowance } from "../data/usage";
import { writeOrgAudit, type OrgContext } from "../data/orgs/access";
import { findVisibleListing } from "./search";

/** Requests one organisation may send in a day, whoever writes them. */
export const ORG_CONTACTS_PER_DAY = 200;

export type RepTalentRequest = {
  id: number;
  organisation: string;
  message: string;
  status: "pending" | "accepted" | "declined";
  createdAt: string;
  decidedAt: string | null;
  /** After acceptance: the recruiter who wrote, and their address. */
  recruiter: { name: string; email: string } | null;
};

export type OrgTalentRequest = {
  id: number;
  profileId: string | null;
  message: string;
  status: "pending" | "accepted" | "declined";
  createdAt: string;
  decidedAt: string | null;
  mine: boolean;
  /** Only for the recruiter who wrote, once the rep accepted: the rep's name and the address they chose. */
  contact: { name: string; email: string } | null;
};

/** The route lets through recruiting roles of an Enterprise organisation (TALENT_ACCESS). */
export async function contactListing(
  { org, member }: OrgContext,
  profileId: string,
  message: string,
): Promise<{ id: number }> {
  const [orgId, recruiterId] = [org.id, member.userId];
  const db = await getDb();
  const listing = await findVisibleListing(orgId, profileId);
  return db.transaction(async (tx) => {
    // Two recruiters of one organisation writing at the same moment: the second waits here, then sees the first.
    await tx
      .select({ userId: talentProfiles.userId })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, listing.userId))
      .for("update");
    const [pending] = await tx
      .select({ id: talentRequests.id })
      .from(talentRequests)
      .where(
        and(
          eq(talentRequests.orgId, orgId),
          eq(talentRequests.repId, listing.userId),
          eq(talentRequests.status, "pending"),
        ),
      );
    if (pending)
      throw new ApiError("conflict", "Your organisation already has a request waiting for this rep's answer");
    const [sentToday] = await tx
      .select({ n: count() })
      .from(talentRequests)
      .where(and(eq(talentRequests.orgId, orgId), gte(talentRequests.createdAt, new Date(Date.now() - 86_400_000))));
    if ((sentToday?.n ?? 0) >= ORG_CONTACTS_PER_DAY) {
      throw new ApiError(
        "too_many_requests",
        "Your organisation has sent too many requests today. Please try again tomorrow.",
        undefined,
        { "Retry-After": "3600" },
      );
    }
    await consumeAllowance(tx, recruiterId, "talent_contact");
    const [request] = await tx
      .insert(talentRequests)
      .values({ orgId, recruiterId, repId: listing.userId, message })
      .returning({ id: talentRequests.id });
    await tx.insert(talentViews).values({ repId: listing.userId, orgId, recruiterId, kind: "contact" });
    await writeOrgAudit(tx, member, { action: "talent_contacted", details: { profileId } });
    const [rep] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, listing.userId));
    const mail = await talentContactMail({
      repName: rep!.fullName,
      orgName: org.name,
      message,
      link: new URL("/talent", env().APP_URL).toString(),
    });
    await enqueueMail(
      mail,
      { userId: listing.userId, to: rep!.email, about: { type: "talent_request", id: request!.id } },
      tx,
    );
    return { id: request!.id };
  });
}

export async function listRepRequests(repId: number): Promise<RepTalentRequest[]> {
  const db = await getDb();
  const rows = await db
    .select({ request: talentRequests, organisation: organizations.name, recruiterName: users.fullName })
    .from(talentRequests)
    .innerJoin(organizations, eq(organizations.id, talentRequests.orgId))
    .innerJoin(users, eq(users.id, talentRequests.recruiterId))
    .where(eq(talentRequests.repId, repId))
    .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id))
    .limit(200);
  return rows.map(({ request, organisation, recruiterName }) => ({
    id: request.id,
    organisation,
    message: request.message,
    status: request.status as RepTalentRequest["status"],
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    recruiter:
      request.status === "accepted" && request.recruiterContactEmail
        ? { name: recruiterName, email: request.recruiterContactEmail }
        : null,
  }));
}

async function pendingRequestOf(repId: number, requestId: number) {
  const db = await getDb();
  const [request] = await db
    .select()
    .from(talentRequests)
    .where(and(eq(talentRequests.id, requestId), eq(talentRequests.repId, repId)));
  if (!request) throw notFound("Request");
  if (request.status !== "pending") throw new ApiError("conflict", `You already ${request.status} this request`);
  return request;
}

export async function acceptRequest(
  repId: number,
  requestId: number,
  input: z.output<typeof talentAcceptSchema>,
): Promise<RepTalentRequest> {
  const request = await pendingRequestOf(repId, requestId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [rep] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, repId));
    const [recruiter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.recruiterId));
    const [org] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, request.orgId));
    const repContactEmail = input.contactEmail ?? rep!.email;
    const updated = await tx
      .update(talentRequests)
      .set({ status: "accepted", decidedAt: new Date(), repContactEmail, recruiterContactEmail: recruiter!.email })
      .where(and(eq(talentRequests.id, requestId), eq(talentRequests.status, "pending")))
      .returning({ id: talentRequests.id });
    if (!updated.length) throw new ApiError("conflict", "This request was already answered");
    const mail = await talentAcceptedMail({
      repName: rep!.fullName,
      repEmail: repContactEmail,
      orgName: org!.name,
      link: new URL("/team/talent", env().APP_URL).toString(),
    });
    await enqueueMail(
      mail,
      { userId: request.recruiterId, to: recruiter!.email, about: { type: "talent_request", id: requestId } },
      tx,
    );
  });
  return (await listRepRequests(repId)).find((r) => r.id === requestId)!;
}

export async function declineRequest(repId: number, requestId: number): Promise<RepTalentRequest> {
  await pendingRequestOf(repId, requestId);
  const db = await getDb();
  await db
    .update(talentRequests)
    .set({ status: "declined", decidedAt: new Date() })
    .where(
      and(eq(talentRequests.id, requestId), eq(talentRequests.repId, repId), eq(talentRequests.status, "pending")),
    );
  return (await listRepRequests(repId)).find((r) => r.id === requestId)!;
}

export async function listOrgRequests(ctx: OrgContext): Promise<OrgTalentRequest[]> {
  const [orgId, userId] = [ctx.org.id, ctx.member.userId];
  const db = await getDb();
  const rows = await db
    .select({ request: talentRequests, repName: users.fullName })
    .from(talentRequests)
    .innerJoin(users, eq(users.id, talentRequests.repId))
    .where(eq(talentRequests.orgId, orgId))
    .orderBy(desc(talentRequests.createdAt), desc(talentRequests.id))
    .limit(200);
  const profileIds = await profileIdsOf(rows.map((r) => r.request.repId));
  return rows.map(({ request, repName }) => {
    const mine = request.recruiterId === userId;
    return {
      id: request.id,
      profileId: profileIds.get(request.repId) ?? null,
      message: request.message,
      status: request.status as OrgTalentRequest["status"],
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
      mine,
      contact:
        mine && request.status === "accepted" && request.repContactEmail
          ? { name: repName, email: request.repContactEmail }
          : null,
    };
  });
}

async function profileIdsOf(userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ userId: talentProfiles.userId, profileId: talentProfiles.profileId })
    .from(talentProfiles)
    .where(inArray(talentProfiles.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.profileId]));
}

/** Who looked: each card opened and each contact, by organisation, newest first. */
export async function listViews(
  repId: number,
): Promise<{ organisation: string; kind: "view" | "contact"; at: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ organisation: organizations.name, kind: talentViews.kind, at: talentViews.createdAt })
    .from(talentViews)
    .innerJoin(organizations, eq(organizations.id, talentViews.orgId))
    .where(eq(talentViews.repId, repId))
    .orderBy(desc(talentViews.createdAt), desc(talentViews.id))
    .limit(500);
  return rows.map((r) => ({
    organisation: r.organisation,
    kind: r.kind as "view" | "contact",
    at: r.at.toISOString(),
  }));
}

import "server-only";
// The unsubscribe link of announcement e-mails: /unsubscribe/<org id>.<user id>.<signature>, one per person and
// organisation. It is signed (HMAC-SHA256 under AUTH_SECRET), not stored: it must keep working for as long as the
// e-mail sits in someone's mailbox, and it can only ever turn that person's announcements off in that organisation,
// so nothing about it needs to be single-use. Opening the page changes nothing (mail scanners open links); the
// page's button posts the token.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { UNSUBSCRIBE_TOKEN_PATTERN } from "@/lib/validators/recognition-social";
import { getDb } from "../db/client";
import { orgMembers, organizations } from "../db/schema";
import { notFound } from "../errors";
import { saveRecognitionPreferences } from "../data/orgs/recognition-preferences";

const PURPOSE = "recognition-announcements-unsubscribe";

const signature = (orgId: number, userId: number): string =>
  createHmac("sha256", env().AUTH_SECRET).update(`${PURPOSE}:${orgId}:${userId}`).digest("base64url");

export function unsubscribeToken(orgId: number, userId: number): string {
  return `${orgId}.${userId}.${signature(orgId, userId)}`;
}

export const unsubscribeUrl = (orgId: number, userId: number): string =>
  `${env().APP_URL}/unsubscribe/${unsubscribeToken(orgId, userId)}`;

/** The organisation and person a token names, or null for one this server did not sign. */
function readToken(token: string): { orgId: number; userId: number } | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const orgId = Number(match[1]);
  const userId = Number(match[2]);
  const given = Buffer.from(match[3]!, "utf8");
  const expected = Buffer.from(signature(orgId, userId), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected) ? { orgId, userId } : null;
}

export type UnsubscribeView = { orgName: string };

/**
 * What the page shows: the organisation's name, while the person is still a member. A forged link, or one of
 * someone who left (they get no announcements anyway), is "not found".
 */
export async function viewUnsubscribe(token: string): Promise<UnsubscribeView | null> {
  const named = readToken(token);
  if (!named) return null;
  const db = await getDb();
  const [row] = await db
    .select({ orgName: organizations.name })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
    .where(and(eq(orgMembers.orgId, named.orgId), eq(orgMembers.userId, named.userId)));
  return row ?? null;
}

/** Turns the person's announcements off in the organisation the link names; 404 as above. Saying it twice is fine. */
export async function unsubscribeFromAnnouncements(token: string): Promise<UnsubscribeView & { announcements: false }> {
  const named = readToken(token);
  const view = named ? await viewUnsubscribe(token) : null;
  if (!named || !view) throw notFound("Subscription");
  await saveRecognitionPreferences(await getDb(), named.orgId, named.userId, { announcements: false });
  return { orgName: view.orgName, announcements: false };
}

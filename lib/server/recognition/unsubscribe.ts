import "server-only";
// The unsubscribe link of recognition e-mails, one per person, organisation and choice: announcements
// (/unsubscribe/<org id>.<user id>.<signature>) or nudges (/unsubscribe/<org id>.<user id>.nudges.<signature>). It is
// signed (HMAC-SHA256 under AUTH_SECRET, with a purpose per choice, so one choice's signature never passes for the
// other's), not stored: it must keep working for as long as the e-mail sits in someone's mailbox, and it can only
// ever turn that one choice of that person off in that organisation, so nothing about it needs to be single-use.
// Opening the page changes nothing (mail scanners open links); the page's button posts the token.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { env } from "@/lib/env";
import { UNSUBSCRIBE_TOKEN_PATTERN, type UnsubscribeChoice } from "@/lib/validators/recognition-social";
import { getDb } from "../db/client";
import { orgMembers, organizations } from "../db/schema";
import { notFound } from "../errors";
import { saveRecognitionPreferences } from "../data/orgs/recognition-preferences";

/** What each choice's signature is made for (the announcements' is the one its first links were signed with). */
const PURPOSES: Record<UnsubscribeChoice, string> = {
  announcements: "recognition-announcements-unsubscribe",
  nudges: "recognition-nudges-unsubscribe",
};

const signature = (orgId: number, userId: number, choice: UnsubscribeChoice): string =>
  createHmac("sha256", env().AUTH_SECRET).update(`${PURPOSES[choice]}:${orgId}:${userId}`).digest("base64url");

export function unsubscribeToken(orgId: number, userId: number, choice: UnsubscribeChoice = "announcements"): string {
  const marker = choice === "announcements" ? "" : `${choice}.`;
  return `${orgId}.${userId}.${marker}${signature(orgId, userId, choice)}`;
}

export const unsubscribeUrl = (orgId: number, userId: number, choice: UnsubscribeChoice = "announcements"): string =>
  `${env().APP_URL}/unsubscribe/${unsubscribeToken(orgId, userId, choice)}`;

type NamedByToken = { orgId: number; userId: number; choice: UnsubscribeChoice };

/** The organisation, person and choice a token names, or null for one this server did not sign. */
function readToken(token: string): NamedByToken | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const orgId = Number(match[1]);
  const userId = Number(match[2]);
  const choice: UnsubscribeChoice = match[3] === "nudges" ? "nudges" : "announcements";
  const given = Buffer.from(match[4]!, "utf8");
  const expected = Buffer.from(signature(orgId, userId, choice), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected) ? { orgId, userId, choice } : null;
}

export type UnsubscribeView = { orgName: string; choice: UnsubscribeChoice };

/**
 * What the page shows: the organisation's name and which e-mails the link stops, while the person is still a
 * member. A forged link, or one of someone who left (they get no recognition e-mails anyway), is "not found".
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
  return row ? { orgName: row.orgName, choice: named.choice } : null;
}

export type Unsubscribed = { orgName: string; announcements: false } | { orgName: string; nudges: false };

/**
 * Turns off the choice the link names (announcements or nudges) for its person in its organisation; 404 as above.
 * Saying it twice is fine.
 */
export async function unsubscribeFromRecognitionMail(token: string): Promise<Unsubscribed> {
  const named = readToken(token);
  const view = named ? await viewUnsubscribe(token) : null;
  if (!named || !view) throw notFound("Subscription");
  const db = await getDb();
  if (named.choice === "nudges") {
    await saveRecognitionPreferences(db, named.orgId, named.userId, { nudges: false });
    return { orgName: view.orgName, nudges: false };
  }
  await saveRecognitionPreferences(db, named.orgId, named.userId, { announcements: false });
  return { orgName: view.orgName, announcements: false };
}

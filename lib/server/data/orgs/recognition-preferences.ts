import "server-only";
// A member's recognition e-mail choices in one organisation: announcements of colleagues' awards, and nudges. No
// row means both on; a member changes only their own.
import { and, eq, inArray } from "drizzle-orm";
import type { RecognitionPreferencesInput } from "@/lib/validators/recognition-social";
import { getDb, type Db, type Tx } from "../../db/client";
import { recognitionPreferences } from "../../db/schema";
import { requireUserId } from "../user-scope";
import type { OrgContext } from "./access";

export type RecognitionPreferences = { announcements: boolean; nudges: boolean };

const DEFAULTS: RecognitionPreferences = { announcements: true, nudges: true };

export async function getRecognitionPreferences({ org, member }: OrgContext): Promise<RecognitionPreferences> {
  const userId = requireUserId(member.userId);
  const db = await getDb();
  const [row] = await db
    .select({ announcements: recognitionPreferences.announcements, nudges: recognitionPreferences.nudges })
    .from(recognitionPreferences)
    .where(and(eq(recognitionPreferences.orgId, org.id), eq(recognitionPreferences.userId, userId)));
  return row ?? DEFAULTS;
}

/** Writes the choices given (the others stay as they were) and answers all of them. */
export async function saveRecognitionPreferences(
  db: Db | Tx,
  orgId: number,
  userId: number,
  input: RecognitionPreferencesInput,
): Promise<RecognitionPreferences> {
  requireUserId(userId);
  const changes = {
    ...(input.announcements !== undefined ? { announcements: input.announcements } : {}),
    ...(input.nudges !== undefined ? { nudges: input.nudges } : {}),
  };
  const [row] = await db
    .insert(recognitionPreferences)
    .values({ orgId, userId, ...DEFAULTS, ...changes })
    .onConflictDoUpdate({
      target: [recognitionPreferences.orgId, recognitionPreferences.userId],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning({ announcements: recognitionPreferences.announcements, nudges: recognitionPreferences.nudges });
  return row!;
}

export async function updateRecognitionPreferences(
  { org, member }: OrgContext,
  input: RecognitionPreferencesInput,
): Promise<RecognitionPreferences> {
  return saveRecognitionPreferences(await getDb(), org.id, member.userId, input);
}

/** Of these members, the ones who turned this choice off in the organisation. */
async function turnedOff(
  db: Db | Tx,
  orgId: number,
  userIds: readonly number[],
  choice: keyof RecognitionPreferences,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: recognitionPreferences.userId })
    .from(recognitionPreferences)
    .where(
      and(
        eq(recognitionPreferences.orgId, orgId),
        inArray(recognitionPreferences.userId, [...userIds]),
        eq(recognitionPreferences[choice], false),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** Of these members, the ones who turned announcements off in the organisation. */
export const announcementsOff = (db: Db | Tx, orgId: number, userIds: readonly number[]) =>
  turnedOff(db, orgId, userIds, "announcements");

/** Of these members, the ones who turned nudges off in the organisation. */
export const nudgesOff = (db: Db | Tx, orgId: number, userIds: readonly number[]) =>
  turnedOff(db, orgId, userIds, "nudges");

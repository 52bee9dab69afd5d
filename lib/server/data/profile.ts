import "server-only";
// The owner's profile: name, last seen level and profile picture. Every call takes the caller's id.
import { and, eq } from "drizzle-orm";
import type { ProfilePictureType } from "@/lib/profile-picture";
import type { ProfileUpdate } from "@/lib/validators/profile";
import { getDb, type Db, type Tx } from "../db/client";
import { storedFiles, users } from "../db/schema";
import { notFound } from "../errors";
import {
  deleteStoredFileRows,
  discardStoredBytes,
  listUserFiles,
  readStoredFile,
  saveUserFile,
  type StoredFile,
} from "../storage";
import { toPublicUser, type PublicUser } from "./users";
import { requireUserId } from "./user-scope";

export const PROFILE_PICTURE_PURPOSE = "profile-picture";

const PICTURE_KEY = /^[0-9a-f]{32}$/;

/**
 * The address of a picture: its random storage key, unguessable and new with each upload (so caches never go
 * stale). Knowing it is not enough: the route serves it to its owner, or to anyone while a share link is live.
 */
export function profilePicturePath(storageKey: string): string {
  return `/api/pictures/${storageKey.slice(storageKey.lastIndexOf("/") + 1)}`;
}

/** A picture by the key in its address, with its owner: for the picture route's own check. */
export async function findPictureByKey(
  key: string,
): Promise<{ file: StoredFile; data: Uint8Array<ArrayBuffer> } | null> {
  if (!PICTURE_KEY.test(key)) return null;
  const db = await getDb();
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.storageKey, `${PROFILE_PICTURE_PURPOSE}/${key}`),
        eq(storedFiles.purpose, PROFILE_PICTURE_PURPOSE),
      ),
    );
  if (!file) return null;
  const data = await readStoredFile(file);
  return data ? { file, data } : null;
}

async function setUserColumns(db: Db | Tx, userId: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, requireUserId(userId)))
    .returning();
  if (!row) throw notFound("User");
  return toPublicUser(row);
}

export async function updateProfile(userId: number, update: ProfileUpdate): Promise<PublicUser> {
  const values: Partial<typeof users.$inferInsert> = {};
  for (const field of ["fullName", "title", "company", "linkedinUrl", "videoPitchUrl", "lastSeenLevel"] as const) {
    if (update[field] !== undefined) (values as Record<string, unknown>)[field] = update[field];
  }
  return setUserColumns(await getDb(), userId, values);
}

export type PictureUpload = { originalName: string; contentType: ProfilePictureType; data: Uint8Array };

/** Stores the new picture, points the user at it and deletes the one it replaces. */
export async function replaceProfilePicture(userId: number, upload: PictureUpload): Promise<PublicUser> {
  let replaced: StoredFile[] = [];
  const user = await saveUserFile(
    requireUserId(userId),
    { ...upload, purpose: PROFILE_PICTURE_PURPOSE, attached: true },
    async (tx, file) => {
      replaced = (await listUserFiles(userId, PROFILE_PICTURE_PURPOSE, tx)).filter((f) => f.id !== file.id);
      await deleteStoredFileRows(
        tx,
        userId,
        replaced.map((f) => f.id),
      );
      return setUserColumns(tx, userId, { profilePictureUrl: profilePicturePath(file.storageKey) });
    },
  );
  await discardStoredBytes(replaced);
  return user;
}

export async function removeProfilePicture(userId: number): Promise<PublicUser> {
  const db = await getDb();
  let removed: StoredFile[] = [];
  const user = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, requireUserId(userId)))
      .for("update");
    if (!owner) throw notFound("User");
    removed = await listUserFiles(userId, PROFILE_PICTURE_PURPOSE, tx);
    await deleteStoredFileRows(
      tx,
      userId,
      removed.map((f) => f.id),
    );
    return setUserColumns(tx, userId, { profilePictureUrl: null });
  });
  await discardStoredBytes(removed);
  return user;
}

/** The user's current picture and its bytes, or null (for exports and share previews, rendered on the server). */
export async function findProfilePicture(
  userId: number,
): Promise<{ file: StoredFile; data: Uint8Array<ArrayBuffer> } | null> {
  const [file] = await listUserFiles(requireUserId(userId), PROFILE_PICTURE_PURPOSE);
  if (!file) return null;
  const data = await readStoredFile(file);
  if (!data) {
    console.error(`[storage] picture ${file.storageKey} of user ${userId} has a row but no bytes`);
    return null;
  }
  return { file, data };
}

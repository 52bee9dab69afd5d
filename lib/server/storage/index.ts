import "server-only";
// Uploaded files: bytes in a FileStorage under a random key, one stored_files row per file.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, type Tx } from "../db/client";
import { storedFiles, users } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import type { FileStorage } from "./types";
import { processSingleton } from "../process-singleton";

export type { FileStorage } from "./types";
export { detectFileType, type DetectedFileType } from "./file-type";

export type StoredFile = typeof storedFiles.$inferSelect;

const holder = processSingleton("file-storage", (): { __quotaproofStorage?: FileStorage } => ({}));

/** The configured storage: an S3-compatible bucket when S3_BUCKET is set, else local disk under UPLOADS_DIR. */
export function fileStorage(): FileStorage {
  const config = env();
  holder.__quotaproofStorage ??= config.S3_BUCKET
    ? s3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        prefix: config.S3_PREFIX,
      })
    : localDiskStorage(path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.UPLOADS_DIR));
  return holder.__quotaproofStorage;
}

/** A new unguessable key in the purpose's folder: "profile-picture/<32 hex>". */
export function newStorageKey(purpose: string): string {
  return `${purpose}/${randomBytes(16).toString("hex")}`;
}

export type NewUpload = {
  purpose: string;
  originalName: string;
  contentType: string;
  data: Uint8Array;
  /** Attached as it is stored (a profile picture); other files count as attached once a record points at them. */
  attached?: boolean;
};

/** What one user may keep stored: far beyond a portfolio's proofs, well short of using us as a file host. */
export const USER_STORAGE_BYTES = 200 * 1024 * 1024;
export const USER_STORAGE_FILES = 300;
export const STORAGE_FULL_MESSAGE =
  "You have used your storage for uploads (200 MB or 300 files). Remove proofs you no longer need and try again.";

/** Files uploaded but never attached to anything are deleted after this long. */
export const UNATTACHED_FILE_TTL_MS = 24 * 3_600_000;

/**
 * Stores the bytes, then records the file inside a transaction where `andThen` does the caller's own
 * writes (e.g. point the user at the file). If the transaction fails, the bytes are removed again.
 */
export async function saveUserFile<T>(
  userId: number,
  upload: NewUpload,
  andThen: (tx: Tx, file: StoredFile) => Promise<T>,
): Promise<T> {
  const storage = fileStorage();
  const storageKey = newStorageKey(upload.purpose);
  await storage.put(storageKey, upload.data, upload.contentType);
  try {
    const db = await getDb();
    return await db.transaction(async (tx) => {
      // Locking the owner first serialises one user's uploads (and fails cleanly for a deleted user).
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      if (!owner) throw notFound("User");
      const [used] = await tx
        .select({ files: count(), bytes: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
        .from(storedFiles)
        .where(eq(storedFiles.userId, userId));
      if (
        (used?.files ?? 0) >= USER_STORAGE_FILES ||
        Number(used?.bytes ?? 0) + upload.data.byteLength > USER_STORAGE_BYTES
      ) {
        throw new ApiError("too_large", STORAGE_FULL_MESSAGE, { file: STORAGE_FULL_MESSAGE });
      }
      const [file] = await tx
        .insert(storedFiles)
        .values({
          userId,
          storageKey,
          purpose: upload.purpose,
          originalName: upload.originalName.slice(0, 255) || "upload",
          contentType: upload.contentType,
          sizeBytes: upload.data.byteLength,
          sha256: createHash("sha256").update(upload.data).digest("hex"),
          attachedAt: upload.attached ? new Date() : null,
        })
        .returning();
      return andThen(tx, file!);
    });
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The user's files of one purpose, newest first. */
export async function listUserFiles(userId: number, purpose: string, tx?: Tx): Promise<StoredFile[]> {
  const db = tx ?? (await getDb());
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, userId), eq(storedFiles.purpose, purpose)))
    .orderBy(desc(storedFiles.id));
}

/** Deletes the rows (inside the caller's transaction); call `discardStoredBytes` once it has committed. */
export async function deleteStoredFileRows(tx: Tx, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(storedFiles).where(and(eq(storedFiles.userId, userId), inArray(storedFiles.id, ids)));
}

/** Removes the bytes of deleted rows. A failure leaves an orphan file, never a broken row: it is logged. */
export async function discardStoredBytes(files: StoredFile[]): Promise<void> {
  const storage = fileStorage();
  await Promise.all(
    files.map((f) =>
      storage.remove(f.storageKey).catch((error: unknown) => {
        console.error(`[storage] could not remove ${f.storageKey}:`, error);
      }),
    ),
  );
}

export async function readStoredFile(file: StoredFile): Promise<Uint8Array<ArrayBuffer> | null> {
  return fileStorage().get(file.storageKey);
}

/**
 * Deletes files never attached to anything that were uploaded before `olderThan` (rows, then bytes), for every
 * user or one. Answers how many went.
 */
export async function sweepUnattachedFiles({
  olderThan,
  userId,
}: {
  olderThan: Date;
  userId?: number;
}): Promise<number> {
  const db = await getDb();
  const removed = await db
    .delete(storedFiles)
    .where(
      and(
        isNull(storedFiles.attachedAt),
        lt(storedFiles.createdAt, olderThan),
        ...(userId === undefined ? [] : [eq(storedFiles.userId, userId)]),
      ),
    )
    .returning();
  await discardStoredBytes(removed);
  return removed.length;
}

const sweeper = processSingleton("upload-sweep", (): { __quotaproofSweep?: NodeJS.Timeout } => ({}));

/** Runs the sweep every hour in the server process. */
export function startUploadSweep(): void {
  if (sweeper.__quotaproofSweep) return;
  const sweep = () =>
    sweepUnattachedFiles({ olderThan: new Date(Date.now() - UNATTACHED_FILE_TTL_MS) }).catch((error: unknown) =>
      console.error("[storage] the sweep of unattached uploads failed:", error),
    );
  sweeper.__quotaproofSweep = setInterval(() => void sweep(), 3_600_000);
  sweeper.__quotaproofSweep.unref();
  void sweep();
}

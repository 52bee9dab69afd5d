import "server-only";
// Proof files: uploaded by a rep, attached to a quota record or recognition, read by the owner or a reviewer.
import { and, eq } from "drizzle-orm";
import type { ProofPurpose, UploadedProof } from "@/lib/proof-files";
import { getDb, type Tx } from "../db/client";
import { storedFiles } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { readStoredFile, saveUserFile, type StoredFile } from "../storage";
import type { PublicUser } from "./users";
import { requireUserId } from "./user-scope";

const toUploadedProof = (file: StoredFile): UploadedProof => ({
  id: file.id,
  originalName: file.originalName,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
});

export async function saveProofFile(
  userId: number,
  purpose: ProofPurpose,
  upload: { originalName: string; contentType: string; data: Uint8Array },
): Promise<UploadedProof> {
  return saveUserFile(requireUserId(userId), { ...upload, purpose }, async (_tx, file) => toUploadedProof(file));
}

/**
 * The caller's own file of the purpose, for attaching to their record inside the write's transaction.
 * Another user's file (or one that does not exist) is not found; a file uploaded for something else is refused.
 */
export async function requireOwnProofFile(
  tx: Tx,
  userId: number,
  fileId: number,
  purpose: ProofPurpose,
): Promise<StoredFile> {
  const [file] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, requireUserId(userId)), eq(storedFiles.id, fileId)));
  if (!file) throw new ApiError("not_found", "Proof file not found", { proofFileId: "Proof file not found" });
  if (file.purpose !== purpose) {
    const message = "This file was not uploaded as proof for this item. Please upload it again.";
    throw new ApiError("validation_error", message, { proofFileId: message });
  }
  // Attached from now on: the sweep of never-attached uploads leaves it alone.
  if (!file.attachedAt) await tx.update(storedFiles).set({ attachedAt: new Date() }).where(eq(storedFiles.id, file.id));
  return file;
}

/** A file and its bytes for a viewer: its owner, or an admin reviewing it. Anyone else: not found. */
export async function findFileForViewer(
  viewer: PublicUser,
  fileId: number,
): Promise<{ file: StoredFile; data: Uint8Array<ArrayBuffer> }> {
  const db = await getDb();
  const isAdmin = viewer.role === "admin";
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(
      isAdmin
        ? eq(storedFiles.id, fileId)
        : and(eq(storedFiles.id, fileId), eq(storedFiles.userId, requireUserId(viewer.id))),
    );
  // Profile pictures have their own public route; here only proofs are served.
  if (!file || file.purpose === "profile-picture") throw notFound("File");
  const data = await readStoredFile(file);
  if (!data) {
    console.error(`[storage] file ${file.storageKey} has a row but no bytes`);
    throw notFound("File");
  }
  return { file, data };
}

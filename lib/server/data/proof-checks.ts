import "server-only";
// Keeps what an automatic check found about an uploaded proof on the file's row, so attaching the file later can
// verify (or queue) the record without checking again inside the write's transaction.
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { storedFiles, type ProofEvidence } from "../db/schema";
import { checkUploadedEmail } from "../proof-check/dkim";
import { findOwnMailboxes } from "./mailboxes";
import { requireUserId } from "./user-scope";

/**
 * Checks an uploaded e-mail for the rep (a DKIM worker and DNS lookups: outside any transaction). Every address the
 * rep confirmed or merely entered counts as their own: a message from one of them proves nothing.
 */
export async function checkEmailProofFor(userId: number, message: Uint8Array): Promise<ProofEvidence> {
  const own = await findOwnMailboxes(await getDb(), requireUserId(userId));
  return checkUploadedEmail(message, own);
}

export async function saveProofEvidence(userId: number, fileId: number, evidence: ProofEvidence): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  const db = await getDb();
  await db
    .update(storedFiles)
    .set({ proofEvidence: evidence })
    .where(and(eq(storedFiles.userId, userId), eq(storedFiles.id, fileId)));
}

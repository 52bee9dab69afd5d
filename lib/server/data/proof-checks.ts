import "server-only";
// Keeps what an automatic check found about an uploaded proof on the file's row, so attaching the file later can
// verify (or queue) the record without checking again inside the write's transaction.
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { storedFiles, type ProofEvidence } from "../db/schema";

export async function saveProofEvidence(userId: number, fileId: number, evidence: ProofEvidence): Promise<void> {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  const db = await getDb();
  await db
    .update(storedFiles)
    .set({ proofEvidence: evidence })
    .where(and(eq(storedFiles.userId, userId), eq(storedFiles.id, fileId)));
}

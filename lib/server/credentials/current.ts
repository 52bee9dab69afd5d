import "server-only";
// Bringing credentials up to date before anyone reads them: a rep's own (their list, a verify page) or every holder
// on a status list (before the list is served or checked). Cheap when nothing changed: one comparison of versions.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { loadPortfolioSnapshot } from "../export/snapshot";
import { staleHoldersOfList } from "./sync";

/** Issues and revokes what changed since the rep's credentials were last brought in line. */
export async function ensureCredentialsCurrent(userId: number): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ version: users.portfolioVersion, synced: users.credentialsVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.version === user.synced) return;
  await loadPortfolioSnapshot(userId, [], { missingAchievements: "skip", picture: false });
}

/** Before a status list is read: every holder on it whose portfolio changed. */
export async function ensureListCurrent(listId: number): Promise<void> {
  for (const userId of await staleHoldersOfList(listId)) await ensureCredentialsCurrent(userId);
}

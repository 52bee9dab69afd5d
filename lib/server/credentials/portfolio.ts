import "server-only";
// The link between a loaded portfolio and its credentials, read only: each item gets the link of its active
// credential (what the shared page, the PDF and the deck show beside a verified item). Nothing here signs or writes:
// the credentials are issued and revoked right after the write that changed the portfolio, or by the credentials
// job (stale.ts).
import { and, eq } from "drizzle-orm";
import type { CredentialLink } from "@/lib/credentials";
import { getDb } from "../db/client";
import { credentials } from "../db/schema";
import type { SnapshotAchievement, SnapshotQuotaRecord, SnapshotReference } from "../export/snapshot";
import { verifyPageUrl } from "./did";

const itemKey = (itemType: string, itemId: number) => `${itemType}:${itemId}`;

export async function attachCredentials(
  userId: number,
  items: {
    quotaRecords: SnapshotQuotaRecord[];
    achievements: SnapshotAchievement[];
    references: SnapshotReference[];
  },
): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({ id: credentials.id, itemType: credentials.itemType, itemId: credentials.itemId })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.status, "active")));
  const links = new Map(rows.map((r) => [itemKey(r.itemType, r.itemId), r.id]));
  const attach = (itemType: string, item: { id: number; credential: CredentialLink | null }) => {
    const id = links.get(itemKey(itemType, item.id));
    item.credential = id ? { id, verifyUrl: verifyPageUrl(id) } : null;
  };
  items.quotaRecords.forEach((r) => attach("quota_record", r));
  items.achievements.forEach((a) => attach("achievement", a));
  items.references.forEach((r) => attach("reference", r));
}

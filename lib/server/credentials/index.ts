import "server-only";
// The rep's credentials as the app reads them, as they are: reading never signs or revokes. They are brought in line
// with the portfolio right after the request that changed it, or by the credentials job (stale.ts).
import { desc, eq } from "drizzle-orm";
import { assuranceInDocument, type CredentialItemType, type CredentialView } from "@/lib/credentials";
import { env } from "@/lib/env";
import { credentialLinkedInUrl } from "@/lib/linkedin-certification";
import { getDb } from "../db/client";
import { credentials, users } from "../db/schema";
import { credentialUrl, verifyPageUrl } from "./did";

export { verifyCredentialDocument } from "./verify";

type CredentialRow = typeof credentials.$inferSelect;

function toView(row: CredentialRow): CredentialView {
  const view = {
    id: row.id,
    itemType: row.itemType as CredentialItemType,
    itemId: row.itemId,
    name: String((row.document as { name?: unknown }).name ?? ""),
    status: row.status === "active" ? ("active" as const) : ("revoked" as const),
    verifyUrl: verifyPageUrl(row.id),
    jsonUrl: credentialUrl(row.id),
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    assurance: assuranceInDocument(row.document),
  };
  return { ...view, linkedInUrl: credentialLinkedInUrl(view, env().LINKEDIN_ORGANIZATION_ID) };
}

/** The signed-in rep's credentials, newest first (revoked ones too, marked). */
export async function listCredentials(userId: number): Promise<CredentialView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.userId, userId))
    .orderBy(desc(credentials.issuedAt), desc(credentials.id));
  return rows.map(toView);
}

/** A credential by id, for anyone who has its address: the signed document, its state and whose it is. */
export async function findCredential(id: string): Promise<{
  view: CredentialView;
  document: Record<string, unknown>;
  ownerName: string;
  revokedReason: string | null;
} | null> {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ credential: credentials, ownerName: users.fullName })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.userId))
    .where(eq(credentials.id, id));
  if (!row) return null;
  return {
    view: toView(row.credential),
    document: row.credential.document as Record<string, unknown>,
    ownerName: row.ownerName,
    revokedReason: row.credential.revokedReason,
  };
}

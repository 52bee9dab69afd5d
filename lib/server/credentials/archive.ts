import "server-only";
// The ZIP of all of a rep's credentials (GET /api/credentials/archive): each signed credential as `<id>.json`, the
// same JSON that /credentials/<id> serves, the revoked ones under `revoked/`, and a README.txt that says how to
// check them. A rep with none gets the README alone.
import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { CREDENTIAL_ITEM_LABELS, type CredentialView } from "@/lib/credentials";
import { env } from "@/lib/env";
import { PRODUCT_NAME } from "@/lib/product";
import { getDb } from "../db/client";
import { credentials } from "../db/schema-credentials";
import { consumeAllowance } from "../data/usage";
import { listCredentials } from ".";

export const CREDENTIALS_ARCHIVE_FILE_NAME = "quotaproof-credentials.zip";
export const REVOKED_FOLDER = "revoked/";

/** Where a credential sits in the archive. */
export function archivePath(credential: Pick<CredentialView, "id" | "status">): string {
  return `${credential.status === "revoked" ? REVOKED_FOLDER : ""}${credential.id}.json`;
}

/** The credential's JSON as a file: the stored signed document, unchanged. */
export function credentialFileText(document: unknown): string {
  return JSON.stringify(document, null, 2);
}

function readme(views: CredentialView[], now: Date): string {
  const appUrl = env().APP_URL.replace(/\/$/, "");
  const lines = [
    `${PRODUCT_NAME} credentials`,
    `Downloaded ${now.toISOString().slice(0, 10)} from ${appUrl}`,
    "",
    `Each .json file is one credential: a W3C Verifiable Credential 2.0 of type OpenBadgeCredential (1EdTech Open`,
    `Badges 3.0), issued and signed by ${PRODUCT_NAME} with a Data Integrity proof (eddsa-rdfc-2022). It states one`,
    `verified item of the portfolio and how it was verified. Changing anything in a file breaks its signature.`,
    "",
    "How to check one",
    `- Drop the file on ${appUrl}/verify: it checks the copy you hold (signature, issuer, revocation, dates).`,
    "- Or open its verify page (listed below), which checks the credential by its address and shows the item.",
    `- Or send the file's JSON to ${appUrl}/api/credentials/verify (POST, no account needed).`,
    `- Or use any Verifiable Credentials verifier: the issuer's public keys are in ${appUrl}/.well-known/did.json,`,
    "  and whether a credential was revoked is in the status list its credentialStatus points to.",
    "",
    `Revoked credentials are in the ${REVOKED_FOLDER} folder: the item they state is no longer verified (its`,
    "verification was voided, declined or withdrawn, or the award was revoked). Their signature still checks, but a",
    "verifier reports them as revoked.",
    "",
  ];
  if (views.length === 0) {
    lines.push("You have no credentials yet: every item that becomes verified gets one automatically.");
  } else {
    lines.push("Contents");
    for (const view of views) {
      const when = `issued ${view.issuedAt.slice(0, 10)}${view.revokedAt ? `, revoked ${view.revokedAt.slice(0, 10)}` : ""}`;
      lines.push(
        "",
        archivePath(view),
        `  ${CREDENTIAL_ITEM_LABELS[view.itemType]}: ${view.name}`,
        `  ${view.status === "revoked" ? "Revoked" : "Active"}, ${when}`,
        `  Verify: ${view.verifyUrl}`,
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The signed-in rep's credentials as a ZIP, active and revoked. Counted against the rep's hourly and daily
 * allowance first (429 past it): each download reads and compresses them all.
 */
export async function credentialsArchive(userId: number): Promise<Uint8Array> {
  if (!Number.isInteger(userId) || userId <= 0) throw new Error(`credentialsArchive needs a user id, got ${userId}`);
  const db = await getDb();
  await consumeAllowance(db, userId, "credentials_archive");
  const views = await listCredentials(userId);
  const rows = await db
    .select({ id: credentials.id, document: credentials.document })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  const documents = new Map(rows.map((row) => [row.id, row.document]));
  const zip = new JSZip();
  const now = new Date();
  zip.file("README.txt", readme(views, now), { date: now });
  for (const view of views) {
    const document = documents.get(view.id);
    if (document !== undefined) zip.file(archivePath(view), credentialFileText(document), { date: now });
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

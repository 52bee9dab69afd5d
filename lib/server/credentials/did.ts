import "server-only";
// Who signs: the app itself as did:web, named after APP_URL's host (a port is percent-encoded, as did:web says), so
// anyone can fetch https://<host>/.well-known/did.json and see our keys.
import { env } from "@/lib/env";

export function issuerDid(appUrl: string = env().APP_URL): string {
  const url = new URL(appUrl);
  return `did:web:${url.hostname}${url.port ? `%3A${url.port}` : ""}`;
}

/** The app's own addresses for a credential, its verify page, and a status list. */
export const credentialUrl = (id: string) => new URL(`/credentials/${id}`, env().APP_URL).toString();
export const verifyPageUrl = (id: string) => new URL(`/verify/${id}`, env().APP_URL).toString();
export const statusListUrl = (listId: number) => new URL(`/credentials/status/${listId}`, env().APP_URL).toString();

import "server-only";
// What every provider folder uses: where its OAuth callback is served and a CRM's connect returns to, the trailing-slash rule for the base addresses
// in the environment, and how an id or a name in an answer is read.
import { env } from "@/lib/env";
import type { ConnectOutcome, CrmConfig, CrmProviderName, OAuthProviderName } from "./provider";

export const callbackPath = (provider: OAuthProviderName) => `/api/integrations/${provider}/callback`;

export const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** A provider's id or name field as text: a non-empty string trimmed, or a number written out; else null. */
export const answerText = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

/** The integrations page, told how a CRM connect went (its texts are in lib/integrations.ts). */
export const crmPages = (provider: CrmProviderName) => ({
  signedOutPath: "/settings/integrations", // the page asks to sign in
  outcomePath: (outcome: ConnectOutcome) =>
    `/settings/integrations?${new URLSearchParams(outcome === "connected" ? { connected: provider } : { provider, error: outcome }).toString()}`,
});

/** A CRM's OAuth client: null unless both its id and secret are set; its callback on this server's address. */
export function crmClientConfig(
  provider: CrmProviderName,
  name: string,
  credentials: { id: string | undefined; secret: string | undefined },
  scopes: readonly string[],
  endpoints: Pick<CrmConfig, "authorizeUrl" | "tokenUrl" | "revokeUrl" | "baseUrl">,
): CrmConfig | null {
  if (!credentials.id || !credentials.secret) return null;
  return {
    provider,
    name,
    clientId: credentials.id,
    clientSecret: credentials.secret,
    scope: scopes.join(" "),
    redirectUri: new URL(callbackPath(provider), env().APP_URL).toString(),
    authorizeParams: {},
    ...endpoints,
  };
}

import "server-only";
// What every provider folder uses: where its OAuth callback is served, what makes a CRM a provider, the
// trailing-slash rule for the base addresses in the environment, and how an id or a name in an answer is read.
import { dealSourceProviderName } from "@/lib/deal-source";
import { env } from "@/lib/env";
import { sealers } from "../sealed-tokens";
import { connectCrm } from "./connections";
import type { ConnectOutcome, CrmConfig, CrmProvider, CrmProviderName, OAuthProviderName } from "./provider";

export const callbackPath = (provider: OAuthProviderName) => `/api/integrations/${provider}/callback`;

export const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** A provider's id or name field as text: a non-empty string trimmed, or a number written out; else null. */
export const answerText = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;

/** What a CRM folder says of itself: the rest (its name, pages, sealer, how a connect is stored) is the same for all. */
type CrmSpec = Pick<CrmProvider, "id" | "scopes" | "config" | "identity" | "revoke" | "closedWon" | "employer">;

/**
 * A CRM provider: a user's OAuth grant whose connect reads who connected and stores the connection, with the
 * integrations page told how it went (its texts are in lib/integrations.ts).
 */
export function defineCrm(spec: CrmSpec): CrmProvider {
  const provider: CrmProvider = {
    ...spec,
    name: dealSourceProviderName(spec.id),
    auth: "oauth",
    kind: "crm",
    sealer: sealers.crm,
    signedOutPath: "/settings/integrations", // the page asks to sign in
    outcomePath: (outcome: ConnectOutcome) =>
      `/settings/integrations?${new URLSearchParams(outcome === "connected" ? { connected: spec.id } : { provider: spec.id, error: outcome }).toString()}`,
    connect: (userId, config, tokens) => connectCrm(provider, userId, config as CrmConfig, tokens),
  };
  return provider;
}

/** A CRM's OAuth client: null unless both its id and secret are set; its callback on this server's address. */
export function crmClientConfig(
  provider: CrmProviderName,
  credentials: { id: string | undefined; secret: string | undefined },
  scopes: readonly string[],
  endpoints: Pick<CrmConfig, "authorizeUrl" | "tokenUrl" | "revokeUrl" | "baseUrl">,
): CrmConfig | null {
  if (!credentials.id || !credentials.secret) return null;
  return {
    provider,
    name: dealSourceProviderName(provider),
    clientId: credentials.id,
    clientSecret: credentials.secret,
    scope: scopes.join(" "),
    redirectUri: new URL(callbackPath(provider), env().APP_URL).toString(),
    authorizeParams: {},
    ...endpoints,
  };
}

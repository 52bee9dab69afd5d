import "server-only";
// Every integration of this server in one place, by id: the CRMs a rep syncs deals from (Salesforce, HubSpot),
// Google Drive for the Slides export, and the applicant tracking systems an organisation hands portfolios to
// (Greenhouse, Lever). Routes and data functions find a provider here and never branch on its name.
import { DEAL_SOURCE_PROVIDERS, dealSourceProviderName, isDealSourceProvider } from "@/lib/deal-source";
import type { AtsProviderName } from "@/lib/validators/ats";
import { ApiError } from "../errors";
import { google } from "./google";
import { greenhouse } from "./greenhouse";
import { hubspot } from "./hubspot";
import { lever } from "./lever";
import type {
  AtsProvider,
  CrmConfig,
  CrmProvider,
  CrmProviderName,
  OAuthConfig,
  OAuthProvider,
  OAuthProviderName,
} from "./provider";
import { salesforce } from "./salesforce";

// Read on each call, never while the modules load: a provider's folder uses the connections module, which uses this
// one, so the providers may not be ready yet when this module is evaluated.
const crms = (): { [P in CrmProviderName]: CrmProvider } => ({ salesforce, hubspot });
const atsProviders = (): { [P in AtsProviderName]: AtsProvider<P> } => ({ greenhouse, lever });
const oauthProviders = (): Record<string, OAuthProvider> => ({ ...crms(), google }) as Record<string, OAuthProvider>;

/** Every provider, for listings and checks. */
export const integrations = () => [salesforce, hubspot, google, greenhouse, lever] as const;

export const CRM_PROVIDERS: readonly CrmProviderName[] = DEAL_SOURCE_PROVIDERS;

export const crmProvider = (id: CrmProviderName): CrmProvider => crms()[id];

export const oauthProvider = (id: OAuthProviderName): OAuthProvider => oauthProviders()[id]!;

export const atsProvider = <P extends AtsProviderName>(id: P): AtsProvider<P> => atsProviders()[id];

/** The CRM's client on this server, or null when it is not set up. */
export const crmConfig = (id: CrmProviderName): CrmConfig | null => crms()[id].config();

/** The route's CRM, configured: an unknown or unconfigured one is not found (404), like a route that is not there. */
export function requireCrmConfig(raw: string): CrmConfig {
  const config = isDealSourceProvider(raw) ? crmConfig(raw) : null;
  if (!config) {
    const name = isDealSourceProvider(raw) ? dealSourceProviderName(raw) : "This integration";
    throw new ApiError("not_found", `${name} is not set up on this server`);
  }
  return config;
}

/** The route's OAuth provider (a CRM or Google Drive) with its client; 404 when unknown or not set up. */
export function requireOAuthProvider(raw: string): { provider: OAuthProvider; config: OAuthConfig } {
  const all = oauthProviders();
  const provider = Object.hasOwn(all, raw) ? all[raw]! : null;
  const config = provider?.config() ?? null;
  if (!provider || !config) {
    throw new ApiError("not_found", `${provider?.name ?? "This integration"} is not set up on this server`);
  }
  return { provider, config };
}

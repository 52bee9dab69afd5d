import "server-only";
// What every integration is, whatever the provider: an id, how it authenticates (a user's OAuth grant, an
// organisation's API key, or client credentials), the scopes it asks for, its endpoints (from the environment, so
// tests can point them at local stand-ins), and what it does: who connected and a deal sync for a CRM, the upload for
// Google Drive, the candidate hand-off for an applicant tracking system. Each provider's folder exports one.
import type { DealSourceProviderName } from "@/lib/deal-source";
import type { AtsProviderName, AtsSettingsInput } from "@/lib/validators/ats";
import type { orgAtsConnections } from "../db/schema";
import type { TokenSealer } from "../sealed-tokens";
import type { AtsClient, CredentialsOf } from "./ats-call";
import type { CrmClient } from "./crm-api";
import type { CrmDeal } from "./deal-fields";
import type { EmployerCrmReader } from "./employer-crm-reader";

export type AuthKind = "oauth" | "apiKey" | "clientCredentials";
export type CrmProviderName = DealSourceProviderName;
export type OAuthProviderName = CrmProviderName | "google";

/** A provider's OAuth client on this server (the authorization-code flow with PKCE). */
export type OAuthConfig<P extends OAuthProviderName = OAuthProviderName> = {
  provider: P;
  /** "Salesforce", "HubSpot", "Google Drive": for messages. */
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  redirectUri: string;
  /** Parameters of the provider's own added to the authorize URL (Google: offline access, consent). */
  authorizeParams: Record<string, string>;
  /** Where a grant is revoked; null when the provider has none we use. */
  revokeUrl: string | null;
  /** Salesforce: the login host (token, revoke, identity). HubSpot: the API host. Google: the Drive upload URL. */
  baseUrl: string;
};

export type CrmConfig = OAuthConfig<CrmProviderName>;

export type OAuthTokens = {
  accessToken: string;
  /** Null when the provider did not send one (a refresh that keeps the stored one). */
  refreshToken: string | null;
  /** Null when the provider does not say (Salesforce): used until refused. */
  expiresAt: Date | null;
  scope: string | null;
  /** Salesforce only. */
  instanceUrl: string | null;
  identityUrl: string | null;
};
export type CrmTokens = OAuthTokens;

/** Who connected: the account (Salesforce org, HubSpot portal), its API host, and the user whose deals a sync reads. */
export type CrmIdentity = {
  accountId: string;
  instanceUrl: string | null;
  userId: string;
  name: string | null;
  email: string | null;
};

/** The stored connection a sync reads deals for. */
export type CrmConnectionFacts = {
  instanceUrl: string | null;
  providerUserId: string;
  providerUserEmail: string | null;
};

type ProviderBase<Id extends string, Auth extends AuthKind> = {
  id: Id;
  /** For messages and labels. */
  name: string;
  auth: Auth;
  scopes: readonly string[];
};

/** What the integrations page or the dashboard is told after a connect. */
export type ConnectOutcome = "connected" | "state" | "denied" | "failed";

/** A provider a user connects with an OAuth grant (authorization code with PKCE). */
export type OAuthProvider<P extends OAuthProviderName = OAuthProviderName> = ProviderBase<P, "oauth"> & {
  kind: "crm" | "drive";
  /** The client on this server, or null when its id and secret are not set. */
  config(): OAuthConfig<P> | null;
  /** Where a signed-out browser is sent from the connect and callback addresses. */
  signedOutPath: string;
  /** Where the user lands after a connect, told how it went. */
  outcomePath(outcome: ConnectOutcome): string;
  /** Stores the connection the new tokens give (reading who connected where the provider says); false: none. */
  connect(userId: number, config: OAuthConfig<P>, tokens: OAuthTokens): Promise<boolean>;
  /** Seals the connection's tokens at rest (each provider's key is the one its tokens were first stored with). */
  sealer: TokenSealer;
  /** Revokes the grant, where the provider has a revoke; the answer's status (the tokens are forgotten anyway). */
  revoke?(config: OAuthConfig<P>, token: string): Promise<{ ok: boolean; status: number }>;
};

/** What an organisation's connection to the CRM adds to a rep's: authorize parameters, and the reader of its sellers. */
export type EmployerCrmSpec = {
  /** Added to the authorize URL of an organisation's connect (HubSpot: the goals scope as an optional scope). */
  authorizeParams: Record<string, string>;
  /** Every seller's quota and closed amount per period, and the won deals. */
  read: EmployerCrmReader;
};

export type CrmProvider = OAuthProvider<CrmProviderName> & {
  kind: "crm";
  config(): CrmConfig | null;
  /** Who connected, read with the new tokens. */
  identity(config: CrmConfig, tokens: OAuthTokens): Promise<CrmIdentity>;
  revoke(config: CrmConfig, token: string): Promise<{ ok: boolean; status: number }>;
  /** The connected user's closed-won deals. */
  closedWon(client: CrmClient, config: CrmConfig, connection: CrmConnectionFacts): Promise<CrmDeal[]>;
  employer: EmployerCrmSpec;
};

export type GoogleConfig = OAuthConfig<"google">;

type AtsRow = typeof orgAtsConnections.$inferSelect;

export type AtsProvider<P extends AtsProviderName = AtsProviderName> = ProviderBase<P, "apiKey" | "clientCredentials"> &
  AtsClient<P> & {
    kind: "ats";
    /** The settings field that holds the secret (where a refusal is reported). */
    secretField: "apiKey" | "clientSecret";
    /** The secret and the client id (if any) of settings an admin saved. */
    secretOf(input: Extract<AtsSettingsInput, { provider: P }>): { secret: string; clientId: string | null };
    /** Why a saved row holds no usable credentials of today's kind (an admin must save them once more), or null. */
    needsCredentials(row: AtsRow): string | null;
    /** The credentials of a saved row, its secret opened; null when the row holds none of today's kind. */
    credentials(row: AtsRow, secret: string): CredentialsOf<P> | null;
  };

import "server-only";
// The end of a connect, the same for every OAuth provider: the state checked and consumed, the code exchanged with
// the PKCE verifier, the connection stored by the provider (who connected read where it says), or for a state that
// names an organisation, the organisation's CRM connection. Any failure stores nothing and names what went wrong for
// the page the user returns to.
import { GrantRefused } from "./integration-error";
import { exchangeCode } from "./oauth";
import { consumeAuthorization } from "./oauth-state";
import { completeEmployerConnect, employerOutcomePath } from "../data/orgs/employer-crm";
import type { ConnectOutcome, CrmConfig, CrmProvider, OAuthConfig, OAuthProvider } from "./provider";

/**
 * Where the browser goes next: the rep's integrations page, or for an organisation's connect (its state names the
 * organisation) the team page.
 */
export async function completeConnect(
  userId: number,
  provider: OAuthProvider,
  config: OAuthConfig,
  query: { code: string | null; state: string | null; error: string | null },
): Promise<string> {
  const claimed = await consumeAuthorization(userId, config.provider, query.state);
  if ("problem" in claimed) {
    console.warn(`[integrations] ${config.provider} user ${userId}: callback refused (state ${claimed.problem})`);
    return provider.outcomePath("state");
  }
  const { orgId } = claimed;
  const employer = orgId !== null && provider.kind === "crm" ? (provider as CrmProvider) : null;
  const path = (outcome: ConnectOutcome) =>
    employer ? employerOutcomePath(employer.id, outcome) : provider.outcomePath(outcome);
  if (query.error || !query.code) {
    console.warn(`[integrations] ${config.provider} user ${userId}: consent not given (${query.error ?? "no code"})`);
    return path("denied");
  }
  try {
    const tokens = await exchangeCode(config, query.code.slice(0, 2000), claimed.verifier);
    const stored = employer
      ? await completeEmployerConnect(orgId!, userId, employer, config as CrmConfig, tokens)
      : await provider.connect(userId, config, tokens);
    return path(stored ? "connected" : "failed");
  } catch (error) {
    const kind = error instanceof GrantRefused ? "code refused" : "failed";
    console.error(`[integrations] ${config.provider} user ${userId}: connecting ${kind}: ${(error as Error).message}`);
    return path("failed");
  }
}

import "server-only";
// The end of a connect, the same for every OAuth provider: the state checked and consumed, the code exchanged with
// the PKCE verifier, the connection stored by the provider (who connected read where it says). Any failure stores
// nothing and names what went wrong for the page the user returns to.
import { GrantRefused } from "./integration-error";
import { exchangeCode } from "./oauth";
import { consumeAuthorization } from "./oauth-state";
import type { ConnectOutcome, OAuthConfig, OAuthProvider } from "./provider";

export async function completeConnect(
  userId: number,
  provider: OAuthProvider,
  config: OAuthConfig,
  query: { code: string | null; state: string | null; error: string | null },
): Promise<ConnectOutcome> {
  const claimed = await consumeAuthorization(userId, config.provider, query.state);
  if ("problem" in claimed) {
    console.warn(`[integrations] ${config.provider} user ${userId}: callback refused (state ${claimed.problem})`);
    return "state";
  }
  if (query.error || !query.code) {
    console.warn(`[integrations] ${config.provider} user ${userId}: consent not given (${query.error ?? "no code"})`);
    return "denied";
  }
  try {
    const tokens = await exchangeCode(config, query.code.slice(0, 2000), claimed.verifier);
    return (await provider.connect(userId, config, tokens)) ? "connected" : "failed";
  } catch (error) {
    const kind = error instanceof GrantRefused ? "code refused" : "failed";
    console.error(`[integrations] ${config.provider} user ${userId}: connecting ${kind}: ${(error as Error).message}`);
    return "failed";
  }
}

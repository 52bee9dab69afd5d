import "server-only";
// The end of a connect: the state checked and consumed, the code exchanged with the PKCE verifier, who connected
// read, the tokens stored. Any failure stores nothing and names what went wrong for the integrations page.
import { saveConnection } from "./connections";
import { CrmGrantRefused } from "./crm-error";
import { exchangeCode, fetchIdentity } from "./oauth";
import { consumeAuthorization } from "./oauth-state";
import type { CrmConfig } from "./providers";

/** What the integrations page is told (?connected= or ?error=); its texts are in lib/integrations.ts. */
export type ConnectOutcome = "connected" | "state" | "denied" | "failed";

export async function completeConnect(
  userId: number,
  config: CrmConfig,
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
    const identity = await fetchIdentity(config, tokens);
    await saveConnection(userId, config.provider, tokens, identity);
    return "connected";
  } catch (error) {
    const kind = error instanceof CrmGrantRefused ? "code refused" : "failed";
    console.error(`[integrations] ${config.provider} user ${userId}: connecting ${kind}: ${(error as Error).message}`);
    return "failed";
  }
}

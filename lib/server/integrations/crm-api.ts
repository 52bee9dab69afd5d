import "server-only";
// One call to a connected CRM's data API with a connection's access token (a rep's own, or an organisation's): a
// refused token is refreshed and the call made once more; what still fails becomes a clear ApiError
// (integration-error.ts). Tokens never reach a log line.
import { type ApiError } from "../errors";
import { refusedAfterRefresh, usableAccessToken, type StoredGrant } from "./access-token";
import { providerRefusal, unavailable } from "./integration-error";
import { providerFetch, type ProviderAnswer } from "./provider-fetch";
import type { CrmConfig } from "./provider";

/** Where a client's access token comes from: the stored connection it belongs to. */
export type TokenSource = {
  /** "user 12", "organisation 3": for log lines. */
  label: string;
  /** A usable access token; `refresh: true` after the provider refused the last one. */
  get(options?: { refresh?: boolean }): Promise<string>;
  /** A freshly refreshed token was refused too: the connection must be made again (throws). */
  refused(): Promise<never>;
};

/** The tokens of a stored grant (a rep's connection: userGrant; an organisation's: orgGrant). */
export const grantTokens = (grant: StoredGrant, config: CrmConfig): TokenSource => ({
  label: grant.label,
  get: (options) => usableAccessToken(grant, config, options),
  refused: () => refusedAfterRefresh(grant, config),
});

export type CrmCall = { url: string; method?: "GET" | "POST"; json?: unknown };

/** The answer's status and JSON; a 400 is handed back (the caller may know what it means), other failures throw. */
export type CrmAnswer = { status: number; body: unknown; text: string };

export function crmClient(config: CrmConfig, tokens: TokenSource) {
  let token: string | null = null;

  const send = async (call: CrmCall, bearer: string): Promise<ProviderAnswer> => {
    try {
      return await providerFetch(call.url, {
        method: call.method ?? "GET",
        headers: {
          Authorization: `Bearer ${bearer}`,
          ...(call.json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
      });
    } catch (error) {
      console.error(`[integrations] ${config.provider} ${tokens.label}: request failed: ${(error as Error).message}`);
      throw unavailable(config.name);
    }
  };

  return {
    async request(call: CrmCall): Promise<CrmAnswer> {
      token ??= await tokens.get();
      let answer = await send(call, token);
      if (answer.status === 401) {
        token = await tokens.get({ refresh: true });
        answer = await send(call, token);
        if (answer.status === 401) {
          console.warn(`[integrations] ${config.provider} ${tokens.label}: access refused after a refresh`);
          return tokens.refused();
        }
      }
      const text = answer.text.slice(0, 2000);
      if (answer.ok || answer.status === 400) {
        if (answer.ok && answer.text && answer.json === undefined) throw unavailable(config.name);
        return { status: answer.status, body: answer.json ?? null, text };
      }
      console.warn(
        `[integrations] ${config.provider} ${tokens.label}: ${new URL(call.url).pathname} answered ${answer.status}`,
      );
      throw providerRefusal(config.name, answer.status, answer.headers.get("retry-after"), text);
    },
  };
}

export type CrmClient = ReturnType<typeof crmClient>;

/** A 400 the caller did not expect, or a body that is not what the API documents. */
export function unexpected(config: CrmConfig, what: string): ApiError {
  console.warn(`[integrations] ${config.provider}: ${what}`);
  return unavailable(config.name);
}

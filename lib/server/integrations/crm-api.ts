import "server-only";
// One call to a connected CRM's data API with the user's access token: a refused token is refreshed and the call
// made once more; what still fails becomes a clear ApiError (integration-error.ts). Tokens never reach a log line.
import { type ApiError } from "../errors";
import { accessToken, refusedAfterRefresh } from "./connections";
import { providerRefusal, unavailable } from "./integration-error";
import { providerFetch, type ProviderAnswer } from "./provider-fetch";
import type { CrmConfig } from "./provider";

export type CrmCall = { url: string; method?: "GET" | "POST"; json?: unknown };

/** The answer's status and JSON; a 400 is handed back (the caller may know what it means), other failures throw. */
export type CrmAnswer = { status: number; body: unknown; text: string };

export function crmClient(userId: number, config: CrmConfig) {
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
      console.error(`[integrations] ${config.provider} user ${userId}: request failed: ${(error as Error).message}`);
      throw unavailable(config.name);
    }
  };

  return {
    async request(call: CrmCall): Promise<CrmAnswer> {
      token ??= await accessToken(userId, config);
      let answer = await send(call, token);
      if (answer.status === 401) {
        token = await accessToken(userId, config, { refresh: true });
        answer = await send(call, token);
        if (answer.status === 401) {
          console.warn(`[integrations] ${config.provider} user ${userId}: access refused after a refresh`);
          return refusedAfterRefresh(userId, config);
        }
      }
      const text = answer.text.slice(0, 2000);
      if (answer.ok || answer.status === 400) {
        if (answer.ok && answer.text && answer.json === undefined) throw unavailable(config.name);
        return { status: answer.status, body: answer.json ?? null, text };
      }
      console.warn(
        `[integrations] ${config.provider} user ${userId}: ${new URL(call.url).pathname} answered ${answer.status}`,
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

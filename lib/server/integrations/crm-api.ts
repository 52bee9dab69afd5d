import "server-only";
// One call to a connected CRM's data API with the user's access token: a refused token is refreshed and the call
// made once more; what still fails becomes a clear ApiError (crm-error.ts). Tokens never reach a log line.
import { type ApiError } from "../errors";
import { accessToken, refusedAfterRefresh } from "./connections";
import { providerRefusal, unavailable } from "./crm-error";
import type { CrmConfig } from "./providers";

const TIMEOUT_MS = 30_000;
/** Bodies larger than this are not read (a page of 2,000 opportunities is well below it). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

export type CrmCall = { url: string; method?: "GET" | "POST"; json?: unknown };

/** The answer's status and JSON; a 400 is handed back (the caller may know what it means), other failures throw. */
export type CrmAnswer = { status: number; body: unknown; text: string };

export function crmClient(userId: number, config: CrmConfig) {
  let token: string | null = null;

  const send = async (call: CrmCall, bearer: string): Promise<Response> => {
    try {
      return await fetch(call.url, {
        method: call.method ?? "GET",
        headers: {
          Authorization: `Bearer ${bearer}`,
          Accept: "application/json",
          ...(call.json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      console.error(`[integrations] ${config.provider} user ${userId}: request failed: ${(error as Error).name}`);
      throw unavailable(config.name);
    }
  };

  return {
    async request(call: CrmCall): Promise<CrmAnswer> {
      token ??= await accessToken(userId, config);
      let response = await send(call, token);
      if (response.status === 401) {
        await response.body?.cancel();
        token = await accessToken(userId, config, { refresh: true });
        response = await send(call, token);
        if (response.status === 401) {
          await response.body?.cancel();
          console.warn(`[integrations] ${config.provider} user ${userId}: access refused after a refresh`);
          return refusedAfterRefresh(userId, config);
        }
      }
      const declared = Number(response.headers.get("content-length") ?? 0);
      if (declared > MAX_BODY_BYTES) {
        await response.body?.cancel();
        throw unavailable(config.name);
      }
      const text = await response.text().catch(() => "");
      if (response.ok || response.status === 400) {
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          if (response.ok) throw unavailable(config.name);
        }
        return { status: response.status, body, text: text.slice(0, 2000) };
      }
      console.warn(
        `[integrations] ${config.provider} user ${userId}: ${new URL(call.url).pathname} answered ${response.status}`,
      );
      throw providerRefusal(config.name, response.status, response.headers.get("retry-after"), text.slice(0, 2000));
    },
  };
}

export type CrmClient = ReturnType<typeof crmClient>;

/** A 400 the caller did not expect, or a body that is not what the API documents. */
export function unexpected(config: CrmConfig, what: string): ApiError {
  console.warn(`[integrations] ${config.provider}: ${what}`);
  return unavailable(config.name);
}

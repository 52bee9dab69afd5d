// The steps of a CRM connect as a browser makes them, for the integration tests: the app's connect redirect, the
// provider's consent (the stubs send the user straight back with a code, as after a click on Allow), the callback.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect } from "./helpers";
import type { IntegrationStatus } from "@/lib/integrations";

/** Every answer's body the tests saw, to prove no token ever appears in one. */
export const seenBodies: string[] = [];

export async function record(response: APIResponse): Promise<APIResponse> {
  seenBodies.push(`${response.status()} ${JSON.stringify(response.headers())} ${await response.text()}`);
  return response;
}

/** GET .../connect: the 302 to the provider's authorize URL. */
export async function startConnect(api: APIRequestContext, provider: string): Promise<URL> {
  const start = await record(await api.get(`/api/integrations/${provider}/connect`, { maxRedirects: 0 }));
  expect(start.status()).toBe(302);
  return new URL(start.headers().location!);
}

/** The provider's consent: the stub answers with the redirect back to the app's callback (code and state). */
export async function consent(api: APIRequestContext, authorize: URL): Promise<string> {
  const answer = await api.get(authorize.toString(), { maxRedirects: 0 });
  expect(answer.status(), await answer.text()).toBe(302);
  const back = new URL(answer.headers().location!);
  return back.pathname + back.search;
}

/** GET the callback: where the app sends the browser next (a path with its query). */
export async function callback(api: APIRequestContext, path: string): Promise<string> {
  const answer = await record(await api.get(path, { maxRedirects: 0 }));
  expect(answer.status()).toBe(302);
  return answer.headers().location!;
}

/** A whole connect, expected to succeed. */
export async function connectCrm(api: APIRequestContext, provider: string): Promise<void> {
  const location = await callback(api, await consent(api, await startConnect(api, provider)));
  expect(location).toBe(`/settings/integrations?connected=${provider}`);
}

export type SyncCounts = { created: number; updated: number; skipped: number };

export async function sync(api: APIRequestContext, provider: string): Promise<APIResponse> {
  return record(await api.post(`/api/integrations/${provider}/sync`));
}

export async function syncOk(api: APIRequestContext, provider: string): Promise<SyncCounts> {
  const answer = await sync(api, provider);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as SyncCounts;
}

/** A provider in GET /api/integrations, as the settings page reads it. */
export type ProviderStatus = IntegrationStatus;

export async function providerStatus(api: APIRequestContext, provider: string): Promise<ProviderStatus> {
  const answer = await record(await api.get("/api/integrations"));
  expect(answer.status()).toBe(200);
  const { providers } = (await answer.json()) as { providers: ProviderStatus[] };
  return providers.find((p) => p.provider === provider)!;
}

export type DealStory = {
  id: number;
  title: string;
  description: string;
  arrValue: string | null;
  arrCurrency: string | null;
  source: { provider: string; accountId: string; externalId: string; fetchedAt: string } | null;
};

export async function deals(api: APIRequestContext): Promise<DealStory[]> {
  const answer = await record(await api.get("/api/deal-highlights"));
  expect(answer.status()).toBe(200);
  return (await answer.json()) as DealStory[];
}

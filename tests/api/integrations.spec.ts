// The integrations API on the suite's server, which has no Salesforce or HubSpot client set up: the page's data
// says so, and every call of a provider is not found. Signed out, nothing.
import { expect, test } from "./helpers";

const PROVIDERS = ["salesforce", "hubspot"] as const;

test("without SALESFORCE_* or HUBSPOT_* the providers are not configured and their calls answer 404", async ({
  newUser,
}) => {
  const { api } = await newUser();
  const list = await api.get("/api/integrations");
  expect(list.status()).toBe(200);
  const { providers } = (await list.json()) as { providers: { provider: string; configured: boolean }[] };
  expect(providers).toEqual(
    PROVIDERS.map((provider) => expect.objectContaining({ provider, configured: false, connected: false })),
  );
  for (const provider of [...PROVIDERS, "pipedrive"]) {
    const calls = [
      api.get(`/api/integrations/${provider}/connect`, { maxRedirects: 0 }),
      api.get(`/api/integrations/${provider}/callback?code=x&state=y`, { maxRedirects: 0 }),
      api.post(`/api/integrations/${provider}/sync`),
      api.delete(`/api/integrations/${provider}`),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status(), `${answer.url()}`).toBe(404);
      expect(await answer.json()).toMatchObject({ error: { code: "not_found" } });
    }
  }
});

test("signed out, the integrations API answers 401", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await api.get("/api/integrations")).status()).toBe(401);
    expect((await api.post("/api/integrations/salesforce/sync")).status()).toBe(401);
    expect((await api.delete("/api/integrations/salesforce")).status()).toBe(401);
  } finally {
    await api.dispose();
  }
});

// Without Stripe settings (a self-hosted install, as the suite's own server runs), the card billing calls do not
// exist and upgrades stay requests to an administrator.
import { expect, test } from "./helpers";

test("without Stripe the billing calls answer 404 and GET /api/billing says billing is off", async ({ newUser }) => {
  const rep = await newUser();
  expect((await rep.api.post("/api/billing/checkout", { data: { interval: "month" } })).status()).toBe(404);
  expect((await rep.api.post("/api/billing/portal")).status()).toBe(404);
  const webhook = await rep.api.post("/api/billing/webhook", {
    data: "{}",
    headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
  });
  expect(webhook.status()).toBe(404);
  const summary = await rep.api.get("/api/billing");
  expect(summary.status()).toBe(200);
  expect(await summary.json()).toMatchObject({ enabled: false, tier: "starter", status: "active", interval: null });
  // The upgrade request still works.
  const request = await rep.api.post("/api/upgrade-requests", { data: { tier: "pro", isAnnualBilling: true } });
  expect(request.status()).toBe(201);
});

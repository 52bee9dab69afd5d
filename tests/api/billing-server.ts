// Card billing tests run against a production server of their own whose STRIPE_* settings point at a local Stripe
// stub (tests/stubs/stripe.ts), one per worker; the suite's own server runs without Stripe, as a self-hosted install
// does. `test` here is the suite's test with `baseURL` (and so `newUser` and `page`) on that server.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startStripeStub, type StripeStub } from "../stubs/stripe";
import { test as base } from "./helpers";
import { productionBuildProblem } from "./production-build";
import { startConfiguredServer, stopServer } from "./server-process";

export { expect, type RegisteredUser } from "./helpers";

export type BillingServer = { url: string; stub: StripeStub; webhookSecret: string; cronSecret: string };

/** Why the billing tests cannot run here, or null (they need the production build and a PGlite folder). */
export const billingSkipReason = process.env.DATABASE_URL
  ? "the billing server uses an embedded database folder of its own"
  : productionBuildProblem();

export const test = base.extend<object, { billingServer: BillingServer }>({
  billingServer: [
    async ({}, use) => {
      const stub = await startStripeStub();
      const webhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
      const cronSecret = randomBytes(24).toString("hex");
      const dir = path.join(".data", `test-billing-${process.pid}-${Date.now().toString(36)}`);
      const server = await startConfiguredServer(dir, { CRON_SECRET: cronSecret, ...stub.env(webhookSecret) });
      const { url } = server;
      try {
        await use({ url, stub, webhookSecret, cronSecret });
      } finally {
        await stopServer(server, "SIGTERM");
        await stub.close();
        fs.rmSync(dir, { recursive: true, force: true });
        fs.rmSync(`${dir}.lock`, { force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ billingServer }, use) => use(billingServer.url),
});

import { connection } from "next/server";
import { withErrors } from "@/lib/server/http";
import { publicPageResponse } from "@/lib/server/public-pages";

/**
 * The pricing page, with Pro Seller at the running deployment's Stripe prices when card billing is on, as a document
 * that runs no framework code. It renders per request, never from the build: one build runs in environments
 * configured with different prices, and the prices themselves come from a short cache (see the cache list). The Pro
 * button leads to sign-up, which the proxy turns into the upgrade page (and checkout) for a signed-in rep.
 */
export const GET = withErrors(async () => {
  await connection();
  return publicPageResponse("pricing");
});

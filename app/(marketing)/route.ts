import { connection } from "next/server";
import { withErrors } from "@/lib/server/http";
import { publicPageResponse } from "@/lib/server/public-pages";

/**
 * The landing page, the same for everyone, as a document that runs no framework code, at the running deployment's
 * prices (per request, never the build's). A signed-in visitor never gets it: the proxy serves them the dashboard
 * at this address.
 */
export const GET = withErrors(async () => {
  await connection();
  return publicPageResponse("landing");
});

import { callbackHandler } from "@/lib/server/integrations/connect-routes";

/** The redirect URI registered with Google: the same callback as /api/integrations/google/callback. */
export const GET = callbackHandler("google");

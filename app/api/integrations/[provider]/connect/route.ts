import { connectHandler } from "@/lib/server/integrations/connect-routes";

/** Starts "Connect" for any OAuth provider: a single-use state and a PKCE challenge, then its consent screen. */
export const GET = connectHandler();

import { callbackHandler } from "@/lib/server/integrations/connect-routes";

/** The provider's redirect back: the state checked and consumed, the code exchanged with the PKCE verifier. */
export const GET = callbackHandler();

import "server-only";
// The connect and callback handlers of every OAuth provider. /api/integrations/{provider}/connect and /callback
// serve them all; /api/google/connect and /callback (the address registered with Google) are the same handlers with
// the provider fixed.
import type { NextRequest } from "next/server";
import { withErrors } from "../http";
import { getSessionUser } from "../session";
import { completeConnect } from "./complete-connect";
import { authorizeUrl } from "./oauth";
import { startAuthorization } from "./oauth-state";
import type { OAuthProviderName } from "./provider";
import { redirectTo } from "./redirect";
import { requireOAuthProvider } from "./registry";

type Params = { provider?: string };

const providerOf = async (fixed: OAuthProviderName | undefined, params: Promise<Params>) =>
  requireOAuthProvider(fixed ?? (await params).provider ?? "");

/** Starts "Connect": a single-use state bound to the user and a PKCE challenge, then the provider's consent screen. */
export const connectHandler = (fixed?: OAuthProviderName) =>
  withErrors<Params>(async (_request, { params }) => {
    const { provider, config } = await providerOf(fixed, params);
    const user = await getSessionUser();
    if (!user) return redirectTo(provider.signedOutPath);
    const { state, challenge } = await startAuthorization(user.id, config.provider);
    return redirectTo(authorizeUrl(config, state, challenge));
  });

/**
 * The provider sends the browser back with `code` and `state`: the state must be this user's, for this provider,
 * unused and unexpired; then the code is exchanged with the PKCE verifier and the user returns to the app's page.
 */
export const callbackHandler = (fixed?: OAuthProviderName) =>
  withErrors<Params>(async (request: NextRequest, { params }) => {
    const { provider, config } = await providerOf(fixed, params);
    const user = await getSessionUser();
    if (!user) return redirectTo(provider.signedOutPath);
    const query = request.nextUrl.searchParams;
    const next = await completeConnect(user.id, provider, config, {
      code: query.get("code"),
      state: query.get("state"),
      error: query.get("error"),
    });
    return redirectTo(next);
  });

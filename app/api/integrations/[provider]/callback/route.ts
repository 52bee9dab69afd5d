import type { NextRequest } from "next/server";
import { withErrors } from "@/lib/server/http";
import { redirectTo } from "@/lib/server/google/oauth-state";
import { completeConnect } from "@/lib/server/integrations/complete-connect";
import { requireCrmConfig } from "@/lib/server/integrations/providers";
import { getSessionUser } from "@/lib/server/session";

/**
 * The provider sends the browser back here with `code` and `state`: the state must be this user's, unused and
 * unexpired; then the code is exchanged with the PKCE verifier and the user returns to the integrations page.
 */
export const GET = withErrors<{ provider: string }>(async (request: NextRequest, { params }) => {
  const { provider } = await params;
  const config = requireCrmConfig(provider);
  const user = await getSessionUser();
  if (!user) return redirectTo("/settings/integrations"); // the page asks to sign in
  const query = request.nextUrl.searchParams;
  const outcome = await completeConnect(user.id, config, {
    code: query.get("code"),
    state: query.get("state"),
    error: query.get("error"),
  });
  const back = new URLSearchParams(
    outcome === "connected" ? { connected: config.provider } : { provider: config.provider, error: outcome },
  );
  return redirectTo(`/settings/integrations?${back.toString()}`);
});

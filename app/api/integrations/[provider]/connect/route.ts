import { withErrors } from "@/lib/server/http";
import { redirectTo } from "@/lib/server/google/oauth-state";
import { startAuthorization } from "@/lib/server/integrations/oauth-state";
import { authorizeUrl } from "@/lib/server/integrations/oauth";
import { requireCrmConfig } from "@/lib/server/integrations/providers";
import { getSessionUser } from "@/lib/server/session";

/** Starts "Connect": a single-use state and a PKCE challenge, then the provider's consent screen. */
export const GET = withErrors<{ provider: string }>(async (_request, { params }) => {
  const { provider } = await params;
  const config = requireCrmConfig(provider);
  const user = await getSessionUser();
  if (!user) return redirectTo("/settings/integrations"); // the page asks to sign in
  const { state, challenge } = await startAuthorization(user.id, config.provider);
  return redirectTo(authorizeUrl(config, state, challenge));
});

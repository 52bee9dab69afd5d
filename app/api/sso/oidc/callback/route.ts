// GET /api/sso/oidc/callback: where an OpenID provider sends the browser back with its code and state. A verified
// sign-in answers 303 to the dashboard (or the page the sign-in was for); a refusal answers its status as a page or
// as JSON.
import { withErrors } from "@/lib/server/http";
import { receiveOidcCallback } from "@/lib/server/sso/returns";
import { ssoReturn } from "@/lib/server/sso/respond";

export const runtime = "nodejs";

export const GET = withErrors(ssoReturn(receiveOidcCallback));

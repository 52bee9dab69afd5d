import "server-only";
// How the two places an identity provider sends the browser back to (the SAML ACS and the OIDC callback) answer. A
// success is a 303 to the page the sign-in was for. A refusal keeps its status (400 malformed; 401 not verified,
// expired, replayed, unknown request; 402 no seat; 403 off the organisation's domains) and is said twice over: a
// readable page for a browser, with a way back to the sign-in form (which says it again), and the API's error
// shape for any other client (content negotiation on Accept). A user's mistake is never a 500.
import { NextResponse, type NextRequest } from "next/server";
import { safeNextPath } from "@/lib/next-path";
import { PRODUCT_NAME } from "@/lib/product";
import { SSO_ERROR_MESSAGES, type SsoErrorCode } from "@/lib/validators/sso";
import { syncCredentialsAfterResponse } from "../credentials/after-response";
import { getDb } from "../db/client";
import { countOne, refuseOverLimit } from "../data/rate-limit-store";
import { SSO_RETURN_PER_ADDRESS } from "../data/rate-limits";
import { ApiError } from "../errors";
import { errorResponse } from "../http";
import { clientIp } from "../request-origin";

/** The sign-in page's code for a refusal's status. */
function errorCodeOf(error: ApiError): SsoErrorCode {
  if (error.status === 400) return "malformed";
  if (error.status === 401) return "refused";
  if (error.status === 402) return "seats";
  if (error.status === 403) return "domain";
  return "failed";
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A browser asked for a page (its Accept names text/html); any other client gets JSON. */
const wantsPage = (request: Pick<Request, "headers">) => (request.headers.get("accept") ?? "").includes("text/html");

function errorPage(error: ApiError): Response {
  const back = `/login?sso_error=${errorCodeOf(error)}`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Single sign-on did not complete · ${escapeHtml(PRODUCT_NAME)}</title></head>
<body>
<main>
<p>Error ${error.status}</p>
<h1>Single sign-on did not complete</h1>
<p>${escapeHtml(error.message)}</p>
<p><a href="${back}">Back to sign in</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: error.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...error.headers },
  });
}

/** Where a signed-in browser goes: a path on this site the sign-in named, else the dashboard. */
export function signedInRedirect(next: string | null | undefined): Response {
  const path = safeNextPath(next) ?? "/dashboard";
  // Relative: the browser resolves it against this site whatever host or proxy served the request.
  return new NextResponse(null, { status: 303, headers: { Location: path, "cache-control": "no-store" } });
}

/**
 * The inside of an identity provider's return (the route frame, withErrors, is around it): counted per address
 * first (429 past the limit), then every refusal answered as above. The ACS takes the identity provider's cross-site
 * post (its route says so to the frame): what proves it is the signed assertion, as the state bound to this browser
 * proves the OIDC callback.
 */
export function ssoReturn(handler: (request: NextRequest) => Promise<Response>) {
  return async (request: NextRequest): Promise<Response> => {
    try {
      refuseOverLimit(
        [await countOne(await getDb(), SSO_RETURN_PER_ADDRESS, clientIp(request))],
        "Too many single sign-on attempts from your network. Please wait a few minutes and try again.",
      );
      const response = await handler(request);
      // The frame brings credentials in line after a POST; this GET (the OIDC callback) may have made a member.
      if (response.status === 303 && request.method === "GET") syncCredentialsAfterResponse();
      return response;
    } catch (caught) {
      let error: ApiError;
      if (caught instanceof ApiError) error = caught;
      else {
        console.error("[sso] unexpected error:", caught);
        error = new ApiError("internal_error", SSO_ERROR_MESSAGES.failed);
      }
      return wantsPage(request) ? errorPage(error) : errorResponse(error);
    }
  };
}

// POST /api/sso/saml/acs: the Assertion Consumer Service, where identity providers post SAML responses (a form with
// SAMLResponse and RelayState, from their own site). A verified response signs the browser in and answers 303 to
// the dashboard (or the RelayState path on this site); a refusal answers its status as a page or as JSON. The post
// comes from the identity provider's page, another site: the signed assertion proves it, not its origin.
import { withErrors } from "@/lib/server/http";
import { receiveSamlResponse } from "@/lib/server/sso/returns";
import { ssoReturn } from "@/lib/server/sso/respond";

export const runtime = "nodejs";

export const POST = withErrors(ssoReturn(receiveSamlResponse), { crossSite: "identity provider post" });

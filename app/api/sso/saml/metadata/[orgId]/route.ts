// GET /api/sso/saml/metadata/{orgId}: the organisation's SAML service provider metadata (public: the identity
// provider reads it), whose address is also its entity id. 404 for an organisation without a SAML connection.
import { connectionOf, isSaml } from "@/lib/server/sso/connections";
import { serviceProviderMetadata } from "@/lib/server/sso/saml";
import { notFound, parseId, withErrors } from "@/lib/server/http";

export const runtime = "nodejs";

export const GET = withErrors<{ orgId: string }>(async (_request, { params }) => {
  const orgId = parseId((await params).orgId, "SAML connection");
  if (!isSaml(await connectionOf(orgId))) throw notFound("SAML connection");
  return new Response(serviceProviderMetadata(orgId), {
    headers: { "content-type": "application/samlmetadata+xml; charset=utf-8", "cache-control": "no-store" },
  });
});

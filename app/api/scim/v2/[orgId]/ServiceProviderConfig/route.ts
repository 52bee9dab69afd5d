// What the organisation's SCIM service supports (RFC 7644 §4): PATCH and filters yes, bulk, sorting and ETags no.
import { scimRoutes } from "@/lib/api/routes/scim";
import { serviceProviderConfigAnswer } from "@/lib/server/scim/answers";
import { scimRoute } from "@/lib/server/scim/frame";

export const runtime = "nodejs";

export const GET = scimRoute(scimRoutes["GET /api/scim/v2/[orgId]/ServiceProviderConfig"], async (_r, { caller }) =>
  serviceProviderConfigAnswer(caller),
);

// Route table entries for SCIM 2.0 provisioning: an organisation's bearer token (JSON routes of the team page), and
// the /api/scim/v2 resources its identity provider calls. Those answer SCIM (application/scim+json, RFC 7644's error
// shape) and are never called by the app's pages: their entries say so with the "scim" kind.
import { out } from "../define";
import { routeTable } from "./table";
import {
  scimGroupSchema,
  scimListQuerySchema,
  scimPatchSchema,
  scimResourceQuerySchema,
  scimUserSchema,
  type ScimSetupView,
  type ScimTokenCreated,
} from "@/lib/validators/scim";

/** An entry answered in SCIM's shapes: a resource, a list or an error (typed loosely: only identity providers read them). */
const scim = { output: out<Record<string, unknown>>(), response: "scim" } as const;

export const scimRoutes = routeTable({
  "GET /api/orgs/[id]/scim": { output: out<ScimSetupView>() },
  "POST /api/orgs/[id]/scim/token": { output: out<ScimTokenCreated>() },
  "DELETE /api/orgs/[id]/scim/token": { output: out<{ success: true }>() },
  "GET /api/scim/v2/[orgId]/Users": { ...scim, input: scimListQuerySchema },
  "POST /api/scim/v2/[orgId]/Users": { ...scim, input: scimUserSchema },
  "GET /api/scim/v2/[orgId]/Users/[userId]": { ...scim, input: scimResourceQuerySchema },
  "PUT /api/scim/v2/[orgId]/Users/[userId]": { ...scim, input: scimUserSchema },
  "PATCH /api/scim/v2/[orgId]/Users/[userId]": { ...scim, input: scimPatchSchema },
  "DELETE /api/scim/v2/[orgId]/Users/[userId]": scim,
  "GET /api/scim/v2/[orgId]/Groups": { ...scim, input: scimListQuerySchema },
  "POST /api/scim/v2/[orgId]/Groups": { ...scim, input: scimGroupSchema },
  "GET /api/scim/v2/[orgId]/Groups/[groupId]": { ...scim, input: scimResourceQuerySchema },
  "PUT /api/scim/v2/[orgId]/Groups/[groupId]": { ...scim, input: scimGroupSchema },
  "PATCH /api/scim/v2/[orgId]/Groups/[groupId]": { ...scim, input: scimPatchSchema },
  "DELETE /api/scim/v2/[orgId]/Groups/[groupId]": scim,
  "GET /api/scim/v2/[orgId]/ServiceProviderConfig": scim,
  "GET /api/scim/v2/[orgId]/ResourceTypes": scim,
  "GET /api/scim/v2/[orgId]/ResourceTypes/[id]": scim,
  "GET /api/scim/v2/[orgId]/Schemas": scim,
  "GET /api/scim/v2/[orgId]/Schemas/[id]": scim,
});

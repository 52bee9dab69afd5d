// Route table entries for single sign-on: an organisation's SAML or OIDC connection, its service-provider endpoints and the sign-in start.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import { fileEntry, redirectEntry } from "./kinds";
import type { getSsoSettings } from "@/lib/server/data/orgs/sso";
import { ssoConnectionSchema, ssoLookupSchema, ssoStartSchema } from "@/lib/validators/sso";

export const ssoRoutes = routeTable({
  "GET /api/orgs/[id]/sso": { output: out<Returns<typeof getSsoSettings>>() },
  "POST /api/orgs/[id]/sso": { input: ssoConnectionSchema, output: out<Returns<typeof getSsoSettings>>() },
  "DELETE /api/orgs/[id]/sso": { output: out<{ success: true }>() },
  "GET /api/auth/sso": { input: ssoLookupSchema, output: out<{ sso: boolean }>() },
  "POST /api/auth/sso/start": { input: ssoStartSchema, output: out<{ url: string }>() },
  "GET /api/sso/saml/metadata/[orgId]": fileEntry,
  "POST /api/sso/saml/acs": redirectEntry,
  "GET /api/sso/oidc/callback": redirectEntry,
});

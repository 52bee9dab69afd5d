// The route table: one entry per method of every JSON route (and the downloads and redirects beside them), keyed
// "METHOD path" with the path written as the app folder writes it. A unit test compares it with the route files.
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { auditTrailRoutes } from "./routes/audit-trail";
import { billingRoutes } from "./routes/billing";
import { contestsRoutes } from "./routes/contests";
import { integrationsRoutes } from "./routes/integrations";
import { orgsRoutes } from "./routes/orgs";
import { portfolioRoutes } from "./routes/portfolio";
import { recognitionRoutes } from "./routes/recognition";
import { recognitionSocialRoutes } from "./routes/recognition-social";
import { scimRoutes } from "./routes/scim";
import { sharingRoutes } from "./routes/sharing";
import { ssoRoutes } from "./routes/sso";
import { systemRoutes } from "./routes/system";
import { talentRoutes } from "./routes/talent";
import { vcApiRoutes } from "./routes/vc-api";
import { walletRoutes } from "./routes/wallet";

export {
  accountRoutes,
  adminRoutes,
  auditTrailRoutes,
  billingRoutes,
  contestsRoutes,
  integrationsRoutes,
  orgsRoutes,
  portfolioRoutes,
  recognitionRoutes,
  recognitionSocialRoutes,
  scimRoutes,
  sharingRoutes,
  ssoRoutes,
  systemRoutes,
  talentRoutes,
  vcApiRoutes,
  walletRoutes,
};

export const apiRoutes = {
  ...accountRoutes,
  ...adminRoutes,
  ...auditTrailRoutes,
  ...billingRoutes,
  ...contestsRoutes,
  ...integrationsRoutes,
  ...orgsRoutes,
  ...portfolioRoutes,
  ...recognitionRoutes,
  ...recognitionSocialRoutes,
  ...scimRoutes,
  ...sharingRoutes,
  ...ssoRoutes,
  ...systemRoutes,
  ...talentRoutes,
  ...vcApiRoutes,
  ...walletRoutes,
} as const;

export type ApiRoutes = typeof apiRoutes;
export type RouteKey = keyof ApiRoutes;

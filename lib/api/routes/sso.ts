// Route table entries for single sign-on: an organisation's SAML or OIDC connection, its service-provider endpoints and the sign-in start.
import { routeTable } from "./table";

export const ssoRoutes = routeTable({});

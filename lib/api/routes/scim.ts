// Route table entries for SCIM 2.0 provisioning (an organisation's bearer token and the /api/scim/v2 resources).
import { routeTable } from "./table";

export const scimRoutes = routeTable({});

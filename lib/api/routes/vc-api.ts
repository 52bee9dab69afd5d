// Route table entries for the W3C VC API (operator issuing, verification).
import { routeTable } from "./table";

export const vcApiRoutes = routeTable({});

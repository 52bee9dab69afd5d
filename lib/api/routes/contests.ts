// Route table entries for an organisation's contests and their leaderboards.
import { routeTable } from "./table";

export const contestsRoutes = routeTable({});

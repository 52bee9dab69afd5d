// Route table entries for an organisation's recognition rules: the rules, their preview, and the period-close run.
import { routeTable } from "./table";

export const recognitionRoutes = routeTable({});

// Route table entries for an organisation's recognition feed, kudos, e-mail choices and Slack webhook.
import { routeTable } from "./table";

export const recognitionSocialRoutes = routeTable({});

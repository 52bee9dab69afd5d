// Route table entries for the CRM and Google connections: status, connect and callback redirects, sync.
import { out, type Returns } from "../define";
import { routeTable } from "./table";
import { redirectEntry } from "./kinds";
import type { integrationStatus, listIntegrations } from "@/lib/server/integrations/connections";
import type { syncClosedWonDeals } from "@/lib/server/integrations/sync";

export const integrationsRoutes = routeTable({
  "GET /api/google/callback": redirectEntry,
  "GET /api/google/connect": redirectEntry,
  "GET /api/google/connection": { output: out<{ configured: boolean; connected: boolean }>() },
  "DELETE /api/google/connection": { output: out<{ configured: boolean; connected: false }>() },
  "GET /api/integrations": { output: out<{ providers: Returns<typeof listIntegrations> }>() },
  "DELETE /api/integrations/[provider]": { output: out<Returns<typeof integrationStatus>>() },
  "GET /api/integrations/[provider]/callback": redirectEntry,
  "GET /api/integrations/[provider]/connect": redirectEntry,
  "POST /api/integrations/[provider]/sync": { output: out<Returns<typeof syncClosedWonDeals>>() },
});

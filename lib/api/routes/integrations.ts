// Route table entries for the CRM and Google connections: status, connect and callback redirects, sync.
import { out, route, type Returns } from "../define";
import { redirectRoute } from "./kinds";
import type { integrationStatus, listIntegrations } from "@/lib/server/integrations/connections";
import type { syncClosedWonDeals } from "@/lib/server/integrations/sync";

export const integrationsRoutes = {
  "GET /api/google/callback": redirectRoute("/api/google/callback"),
  "GET /api/google/connect": redirectRoute("/api/google/connect"),
  "GET /api/google/connection": route({
    method: "GET",
    path: "/api/google/connection",
    output: out<{ configured: boolean; connected: boolean }>(),
  }),
  "DELETE /api/google/connection": route({
    method: "DELETE",
    path: "/api/google/connection",
    output: out<{ configured: boolean; connected: false }>(),
  }),
  "GET /api/integrations": route({
    method: "GET",
    path: "/api/integrations",
    output: out<{ providers: Returns<typeof listIntegrations> }>(),
  }),
  "DELETE /api/integrations/[provider]": route({
    method: "DELETE",
    path: "/api/integrations/[provider]",
    output: out<Returns<typeof integrationStatus>>(),
  }),
  "GET /api/integrations/[provider]/callback": redirectRoute("/api/integrations/[provider]/callback"),
  "GET /api/integrations/[provider]/connect": redirectRoute("/api/integrations/[provider]/connect"),
  "POST /api/integrations/[provider]/sync": route({
    method: "POST",
    path: "/api/integrations/[provider]/sync",
    output: out<Returns<typeof syncClosedWonDeals>>(),
  }),
} as const;

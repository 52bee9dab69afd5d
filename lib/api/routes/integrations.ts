// Route table entries for the CRM and Google connections: status, connect and callback redirects, sync.
import { out, route, type Returns } from "../define";
import type { integrationStatus, listIntegrations } from "@/lib/server/integrations/connections";
import type { syncClosedWonDeals } from "@/lib/server/integrations/sync";

export const integrationsRoutes = {
  "GET /api/google/callback": route({
    method: "GET",
    path: "/api/google/callback",
    output: out<never>(),
    response: "redirect",
  }),
  "GET /api/google/connect": route({
    method: "GET",
    path: "/api/google/connect",
    output: out<never>(),
    response: "redirect",
  }),
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
  "GET /api/integrations/[provider]/callback": route({
    method: "GET",
    path: "/api/integrations/[provider]/callback",
    output: out<never>(),
    response: "redirect",
  }),
  "GET /api/integrations/[provider]/connect": route({
    method: "GET",
    path: "/api/integrations/[provider]/connect",
    output: out<never>(),
    response: "redirect",
  }),
  "POST /api/integrations/[provider]/sync": route({
    method: "POST",
    path: "/api/integrations/[provider]/sync",
    output: out<Returns<typeof syncClosedWonDeals>>(),
  }),
} as const;

import { IntegrationsView } from "@/components/integrations/integrations-view";
import { listIntegrations } from "@/lib/server/integrations/connections";
import { connectNotice } from "@/lib/integrations";
import { pageUser, toCurrentUser } from "@/lib/server/session";
import { signedInPageMetadata } from "@/lib/server/page-metadata";

export const generateMetadata = signedInPageMetadata("Integrations");

type Query = { connected?: string; provider?: string; error?: string };

/** The CRM connections (Salesforce, HubSpot): connect, sync closed-won deals, disconnect. */
export default async function IntegrationsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const user = await pageUser();
  const query = await searchParams;
  const pick = (v: unknown) => (typeof v === "string" ? v : undefined);
  const notice = connectNotice({
    connected: pick(query.connected),
    provider: pick(query.provider),
    error: pick(query.error),
  });
  return <IntegrationsView user={toCurrentUser(user)} initial={await listIntegrations(user.id)} notice={notice} />;
}

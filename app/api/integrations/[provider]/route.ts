import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { disconnect, integrationStatus } from "@/lib/server/integrations/connections";
import { requireCrmConfig } from "@/lib/server/integrations/registry";

type Params = { provider: string };

/** Disconnect: the grant is revoked at the provider, and the tokens are forgotten even when the revoke fails. */
export const DELETE = withUser<Params>(async (_request, { user, params }) => {
  const config = requireCrmConfig(params.provider);
  await disconnect(user.id, config.provider);
  return NextResponse.json(await integrationStatus(user.id, config.provider));
});

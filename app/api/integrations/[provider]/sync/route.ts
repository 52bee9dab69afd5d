import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { requireCrmConfig } from "@/lib/server/integrations/registry";
import { syncClosedWonDeals } from "@/lib/server/integrations/sync";

/** "Sync closed-won deals": `{ created, updated, skipped }`. */
export const POST = withUser<{ provider: string }>(async (_request, { user, params }) =>
  NextResponse.json(await syncClosedWonDeals(user.id, requireCrmConfig(params.provider))),
);

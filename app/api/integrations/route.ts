import { NextResponse } from "next/server";
import { withUser } from "@/lib/server/http";
import { listIntegrations } from "@/lib/server/integrations/connections";

/** Each CRM: whether this server has it, whether the user connected it, to which account, and when (never a token). */
export const GET = withUser(async (_request, { user }) =>
  NextResponse.json({ providers: await listIntegrations(user.id) }),
);

import { NextResponse } from "next/server";
import { getBillingSummary } from "@/lib/server/data/billing";
import { withUser } from "@/lib/server/http";

export const dynamic = "force-dynamic";

/** The caller's plan and card subscription: `{ enabled, tier, status, interval, currentPeriodEnd, ... }`. */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await getBillingSummary(user.id)));

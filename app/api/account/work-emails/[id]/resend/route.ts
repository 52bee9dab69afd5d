import { NextResponse } from "next/server";
import { accountRoutes } from "@/lib/api/routes/account";
import { resendWorkEmailLink } from "@/lib/server/data/work-emails";
import { parseId, userRoute } from "@/lib/server/http";

/** Mails a fresh confirmation link for a work address still waiting (the older link stops working). */
export const POST = userRoute(
  accountRoutes["POST /api/account/work-emails/[id]/resend"],
  async (_request, { user, params }) =>
    NextResponse.json(await resendWorkEmailLink(user, parseId(params.id, "Work e-mail address")), { status: 202 }),
);

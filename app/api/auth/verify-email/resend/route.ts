import { NextResponse } from "next/server";
import { accountRoutes } from "@/lib/api/routes/account";
import { resendEmailConfirmation } from "@/lib/server/data/email-confirmation";
import { requestMeta, userRoute } from "@/lib/server/http";

/** Mails a fresh link that confirms the account's address; earlier links stop working. */
export const POST = userRoute(accountRoutes["POST /api/auth/verify-email/resend"], async (request, { user }) =>
  NextResponse.json(await resendEmailConfirmation(user, requestMeta(request, user.email)), { status: 202 }),
);

import { NextResponse } from "next/server";
import { resendEmailConfirmation } from "@/lib/server/data/email-confirmation";
import { requestMeta, withUser } from "@/lib/server/http";

/** Mails a fresh link that confirms the account's address; earlier links stop working. */
export const POST = withUser(async (request, { user }) =>
  NextResponse.json(await resendEmailConfirmation(user, requestMeta(request, user.email)), { status: 202 }),
);

import { NextResponse } from "next/server";
import { resendWorkEmailLink } from "@/lib/server/data/work-emails";
import { parseId, withUser } from "@/lib/server/http";

/** Mails a fresh confirmation link for a work address still waiting (the older link stops working). */
export const POST = withUser<{ id: string }>(async (_request, { user, params }) =>
  NextResponse.json(await resendWorkEmailLink(user, parseId(params.id, "Work e-mail address")), { status: 202 }),
);

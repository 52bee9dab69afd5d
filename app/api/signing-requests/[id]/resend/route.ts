import { NextResponse } from "next/server";
import { resendSigningRequest } from "@/lib/server/data/signing/rep-requests";
import { parseId, requestMeta, withUser } from "@/lib/server/http";

/** A new link to the same manager (the old one stops working); 429 within 10 minutes of the last e-mail. */
export const POST = withUser<{ id: string }>(async (request, { user, params }) => {
  await resendSigningRequest(user.id, parseId(params.id, "Signing request"), requestMeta(request, user.email));
  return NextResponse.json({ success: true });
});

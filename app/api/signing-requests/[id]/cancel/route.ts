import { NextResponse } from "next/server";
import { cancelSigningRequest } from "@/lib/server/data/signing/rep-requests";
import { parseId, requestMeta, withUser } from "@/lib/server/http";

export const POST = withUser<{ id: string }>(async (request, { user, params }) => {
  await cancelSigningRequest(user.id, parseId(params.id, "Signing request"), requestMeta(request, user.email));
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { deleteWorkEmail } from "@/lib/server/data/work-emails";
import { parseId, requestMeta, withUser } from "@/lib/server/http";

/** Removes one of the caller's work addresses (404 for anyone else's). */
export const DELETE = withUser<{ id: string }>(async (request, { user, params }) => {
  await deleteWorkEmail(user.id, parseId(params.id, "Work e-mail address"), requestMeta(request, user.email));
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { signOut } from "@/lib/server/auth";
import { endAuthSession } from "@/lib/server/data/auth-sessions";
import { parseId, withUser } from "@/lib/server/http";

/** Signs one session out (404 for another account's or an ended one); ending this browser's own signs it out. */
export const DELETE = withUser<{ id: string }>(async (_request, { user, sessionId, params }) => {
  const id = parseId(params.id, "Session");
  await endAuthSession(user.id, id);
  if (id === sessionId) await signOut({ redirect: false });
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { signOut } from "@/lib/server/auth";
import { endAuthSession } from "@/lib/server/data/auth-sessions";
import { withErrors } from "@/lib/server/http";
import { getSession } from "@/lib/server/session";

/** Signs this browser out: its session ends (a copy of the cookie stops working too); other devices stay signed in. */
export const POST = withErrors(async () => {
  const session = await getSession();
  if (session) await endAuthSession(session.user.id, session.sessionId);
  await signOut({ redirect: false });
  return NextResponse.json({ success: true });
});

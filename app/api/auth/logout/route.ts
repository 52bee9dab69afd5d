import { NextResponse } from "next/server";
import { signOut } from "@/lib/server/auth";
import { revokeAllSessions } from "@/lib/server/data/users";
import { withErrors } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/session";

/** Signs out: the cookie is cleared, and a copy of it kept elsewhere stops working too (the session version moves). */
export const POST = withErrors(async () => {
  const user = await getSessionUser();
  if (user) await revokeAllSessions(user.id);
  await signOut({ redirect: false });
  return NextResponse.json({ success: true });
});

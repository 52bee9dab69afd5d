import { NextResponse } from "next/server";
import { signOut } from "@/lib/server/auth";
import { revokeAllSessions } from "@/lib/server/data/users";
import { withUser } from "@/lib/server/http";

/** "Sign out everywhere": every session of the account ends, this one included. */
export const POST = withUser(async (_request, { user }) => {
  await revokeAllSessions(user.id);
  await signOut({ redirect: false });
  return NextResponse.json({ success: true });
});

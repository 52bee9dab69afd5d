import { NextResponse } from "next/server";
import { changePassword } from "@/lib/server/data/account";
import { clientIp, parseInput, readJson, withUser } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { passwordChangeSchema } from "@/lib/validators/account";

/** `{ currentPassword, newPassword }`: every other session is signed out; this browser gets a fresh session. */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(passwordChangeSchema, await readJson(request));
  await changePassword(user, input, clientIp(request));
  await startSession(user.email, input.newPassword);
  return NextResponse.json({ success: true });
});

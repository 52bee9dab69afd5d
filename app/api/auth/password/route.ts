import { NextResponse } from "next/server";
import { changePassword } from "@/lib/server/data/account";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { attemptOrigin } from "@/lib/server/sign-in";
import { passwordChangeSchema } from "@/lib/validators/account";

/** `{ currentPassword, newPassword }`: every other session is signed out; this browser stays signed in. */
export const POST = withUser(async (request, { user, sessionId }) => {
  const input = parseInput(passwordChangeSchema, await readJson(request));
  await changePassword(user, input, await attemptOrigin(request), sessionId);
  return NextResponse.json({ success: true });
});

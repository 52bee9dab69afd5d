import { NextResponse } from "next/server";
import { changeOwnPassword } from "@/lib/server/account-operations";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { passwordChangeSchema } from "@/lib/validators/account";

/** `{ currentPassword, newPassword }`: every other session is signed out; this browser stays signed in. */
export const POST = withUser(async (request, { user, sessionId }) => {
  const input = parseInput(passwordChangeSchema, await readJson(request));
  await changeOwnPassword(request, user, sessionId, input);
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { resetPasswordByLink } from "@/lib/server/account-operations";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { passwordResetSchema } from "@/lib/validators/password-reset";

/** `{ token, newPassword }` from the reset link: sets the password, confirms the address, ends every session. */
export const POST = withErrors(async (request) => {
  const input = parseInput(passwordResetSchema, await readJson(request, 4 * 1024));
  await resetPasswordByLink(request, input);
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { askForPasswordReset } from "@/lib/server/account-operations";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { passwordResetRequestSchema } from "@/lib/validators/password-reset";

const PASSWORD_RESET_SENT = "If an account uses this address, we sent it a link to choose a new password.";

/** `{ email }`: 202 with the same body whether or not an account uses the address (429 past the limits). */
export const POST = withErrors(async (request) => {
  const { email } = parseInput(passwordResetRequestSchema, await readJson(request, 4 * 1024));
  await askForPasswordReset(request, email);
  return NextResponse.json({ message: PASSWORD_RESET_SENT }, { status: 202 });
});

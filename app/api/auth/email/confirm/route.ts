import { NextResponse } from "next/server";
import { confirmEmailChange } from "@/lib/server/data/email-change";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { emailConfirmSchema } from "@/lib/validators/account";

/**
 * `{ token }` from the link sent to the new address (no session needed: the token is the credential). The account
 * takes the new address and every session of it ends.
 */
export const POST = withErrors(async (request) => {
  const { token } = parseInput(emailConfirmSchema, await readJson(request, 4 * 1024));
  const { email } = await confirmEmailChange(token, requestMeta(request, "email-confirmation"));
  return NextResponse.json({ email, signedOut: true });
});

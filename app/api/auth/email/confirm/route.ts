import { NextResponse } from "next/server";
import { confirmEmailChange } from "@/lib/server/data/email-change";
import { parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { emailConfirmSchema } from "@/lib/validators/account";

/**
 * `{ token }` from the link sent to the new address, signed in as the account that asked (the token alone is not
 * enough: 401 signed out, 404 for another account's link). The account takes the new address and every session of
 * it ends.
 */
export const POST = withUser(async (request, { user }) => {
  const { token } = parseInput(emailConfirmSchema, await readJson(request, 4 * 1024));
  const { email } = await confirmEmailChange(user.id, token, requestMeta(request, user.email));
  return NextResponse.json({ email, signedOut: true });
});

import { NextResponse } from "next/server";
import { confirmMailbox } from "@/lib/server/data/email-confirmation";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { emailConfirmSchema } from "@/lib/validators/account";

/**
 * `{ token }` from a confirmation link (the sign-up address or a work address). No session needed: the token is the
 * credential. Answers the address and what it confirmed.
 */
export const POST = withErrors(async (request) => {
  const { token } = parseInput(emailConfirmSchema, await readJson(request, 4 * 1024));
  return NextResponse.json(await confirmMailbox(token, requestMeta(request, "email-confirmation")));
});

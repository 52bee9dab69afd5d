import { NextResponse } from "next/server";
import { signUp } from "@/lib/server/account-operations";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { registerSchema } from "@/lib/validators/auth";

/**
 * Creates the account and signs this browser in: the new account's session never depends on the sign-in limits of
 * the address it comes from. Sign-ups are limited per address and network (429 with Retry-After), counted before the
 * account is made. (The sign-up page's form uses its Server Action, app/(auth)/actions.ts.)
 */
export const POST = withErrors(async (request) => {
  const input = parseInput(registerSchema, await readJson(request));
  return NextResponse.json(await signUp(request, input), { status: 201 });
});

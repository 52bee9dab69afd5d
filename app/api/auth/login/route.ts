import { NextResponse } from "next/server";
import { passwordSignIn } from "@/lib/server/account-operations";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { loginSchema } from "@/lib/validators/login";

/**
 * Signs in. Every attempt is counted before the password is checked: 429 with Retry-After while the account's delay
 * runs or the address has used up its wrong passwords. (The sign-in page's form uses its Server Action, app/(auth)/actions.ts.)
 */
export const POST = withErrors(async (request) => {
  const input = parseInput(loginSchema, await readJson(request));
  return NextResponse.json(await passwordSignIn(request, input));
});

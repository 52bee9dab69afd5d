import { NextResponse } from "next/server";
import { throttledError } from "@/lib/server/data/password-check";
import { ApiError, parseInput, readJson, withErrors } from "@/lib/server/http";
import { signInWithPassword } from "@/lib/server/sign-in";
import { loginSchema } from "@/lib/validators/login";

/**
 * Signs in. Every attempt is counted before the password is checked: 429 with Retry-After while the account's delay
 * runs or the address has used up its wrong passwords. (The sign-in page's form uses its Server Action, app/(auth)/actions.ts.)
 */
export const POST = withErrors(async (request) => {
  const { email, password } = parseInput(loginSchema, await readJson(request));
  const check = await signInWithPassword(request, email, password);
  if (!check.ok && check.reason === "throttled") throw throttledError(check);
  if (!check.ok) throw new ApiError("unauthorized", "Invalid email or password");
  return NextResponse.json(check.user);
});

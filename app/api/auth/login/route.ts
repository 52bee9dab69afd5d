import { NextResponse } from "next/server";
import type { AuthFormError } from "@/lib/auth-form-errors";
import { throttledError } from "@/lib/server/data/password-check";
import { isFormPost, readFormFields, redirectAfterPost } from "@/lib/server/form-post";
import { ApiError, parseInput, readJson, withErrors } from "@/lib/server/http";
import { signInWithPassword } from "@/lib/server/sign-in";
import { loginSchema } from "@/lib/validators/login";

/**
 * Signs in. Every attempt is counted before the password is checked: 429 with Retry-After while the account's delay
 * runs or the address has used up its wrong passwords. JSON answers the user; the sign-in form posted without
 * JavaScript is redirected (303).
 */
export const POST = withErrors(async (request) => {
  if (isFormPost(request)) {
    const parsed = loginSchema.safeParse(await readFormFields(request));
    const back = (error: AuthFormError) => redirectAfterPost(`/login?error=${error}`);
    if (!parsed.success) return back("credentials");
    const check = await signInWithPassword(request, parsed.data.email, parsed.data.password);
    if (!check.ok) return back(check.reason);
    return redirectAfterPost("/dashboard");
  }
  const { email, password } = parseInput(loginSchema, await readJson(request));
  const check = await signInWithPassword(request, email, password);
  if (!check.ok && check.reason === "throttled") throw throttledError(check);
  if (!check.ok) throw new ApiError("unauthorized", "Invalid email or password");
  return NextResponse.json(check.user);
});

import { NextResponse } from "next/server";
import type { AuthFormError } from "@/lib/auth-form-errors";
import { isLoginThrottled, LOGIN_WINDOW_MS } from "@/lib/server/data/login-throttle";
import { findUserByEmail } from "@/lib/server/data/users";
import { isFormPost, readFormFields, redirectAfterPost } from "@/lib/server/form-post";
import { ApiError, clientIp, parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { loginSchema } from "@/lib/validators/auth";

const throttled = () =>
  new ApiError(
    "too_many_requests",
    "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
    undefined,
    {
      "Retry-After": String(LOGIN_WINDOW_MS / 1000),
    },
  );

/** Signs in. JSON answers the user; the sign-in form posted without JavaScript is redirected (303). */
export const POST = withErrors(async (request) => {
  if (isFormPost(request)) {
    const fields = await readFormFields(request);
    const parsed = loginSchema.safeParse(fields);
    const back = (error: AuthFormError) => redirectAfterPost(`/login?error=${error}`);
    if (!parsed.success) return back("credentials");
    if (await isLoginThrottled(parsed.data.email, clientIp(request))) return back("throttled");
    if (!(await startSession(parsed.data.email, parsed.data.password))) return back("credentials");
    return redirectAfterPost("/dashboard");
  }
  const { email, password } = parseInput(loginSchema, await readJson(request));
  if (await isLoginThrottled(email, clientIp(request))) throw throttled();
  // Failures are counted (and cleared on success) inside next-auth's authorize, for every way of signing in.
  if (!(await startSession(email, password))) throw new ApiError("unauthorized", "Invalid email or password");
  return NextResponse.json(await findUserByEmail(email));
});

import { NextResponse } from "next/server";
import { clearAccountFailures, isLoginThrottled, LOGIN_WINDOW_MS, recordLoginFailure } from "@/lib/server/data/login-throttle";
import { findUserByEmail } from "@/lib/server/data/users";
import { ApiError, clientIp, parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { loginSchema } from "@/lib/validators/auth";

export const POST = withErrors(async (request) => {
  const { email, password } = parseInput(loginSchema, await readJson(request));
  const ip = clientIp(request);
  if (await isLoginThrottled(email, ip)) {
    throw new ApiError(
      429,
      "too_many_requests",
      "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
      undefined,
      { "Retry-After": String(LOGIN_WINDOW_MS / 1000) },
    );
  }
  if (!(await startSession(email, password))) {
    await recordLoginFailure(email, ip);
    throw new ApiError(401, "unauthorized", "Invalid email or password");
  }
  await clearAccountFailures(email);
  return NextResponse.json(await findUserByEmail(email));
});

import "server-only";
// Signing in: the password check under the sign-in limits, then a session of its own for this browser (a row in
// auth_sessions whose secret the cookie carries) and the known-device cookie.
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import { signIn } from "./auth";
import { createAuthSession } from "./data/auth-sessions";
import { DEVICE_TOKEN_PATTERN, newDeviceToken, rememberDevice } from "./data/known-devices";
import { checkPassword, type AttemptOrigin, type PasswordCheck } from "./data/password-check";
import { recordSignIn } from "./data/sign-ins";
import { approximatePlace } from "./network-place";
import { clientIp } from "./request-origin";
import { checkPasswordSignInAllowed } from "./sso/enforcement";

/** The known-device cookie: random, httpOnly, kept a year. */
const DEVICE_COOKIE = "qp_device";
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** This browser's known-device cookie, when it carries a well-formed one. */
export async function currentDeviceToken(): Promise<string | null> {
  const token = (await cookies()).get(DEVICE_COOKIE)?.value ?? null;
  return token && DEVICE_TOKEN_PATTERN.test(token) ? token : null;
}

/** The caller's address and known-device cookie, for a password check. */
export async function attemptOrigin(request: Pick<Request, "headers">): Promise<AttemptOrigin> {
  return { ip: clientIp(request), deviceToken: await currentDeviceToken() };
}

/**
 * Starts a session for a user whose identity was just proven (a password, a new account): the session row, the
 * next-auth cookie carrying its secret, and this browser remembered as one of the account's devices.
 */
export async function startSession(request: Pick<Request, "headers">, userId: number): Promise<void> {
  const ip = clientIp(request);
  const userAgent = request.headers.get("user-agent");
  const secret = await createAuthSession(userId, { ip, userAgent, place: approximatePlace(request, ip) });
  await signIn("session", { secret, redirect: false });
  const jar = await cookies();
  let token = jar.get(DEVICE_COOKIE)?.value;
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) {
    token = newDeviceToken();
    jar.set(DEVICE_COOKIE, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: env().APP_URL.startsWith("https://"),
      path: "/",
      maxAge: DEVICE_COOKIE_MAX_AGE,
    });
  }
  await rememberDevice(userId, token);
  await recordSignIn(userId, { ip, userAgent });
}

/**
 * Checks the password under the sign-in limits and, when it is right, signs this browser in, unless an organisation
 * signs the account in through single sign-on only (403, asked only once the password checked out).
 */
export async function signInWithPassword(
  request: Pick<Request, "headers">,
  email: string,
  password: string,
): Promise<PasswordCheck> {
  const check = await checkPassword(email, password, await attemptOrigin(request));
  if (check.ok) {
    await checkPasswordSignInAllowed(request, check.user);
    await startSession(request, check.user.id);
  }
  return check;
}

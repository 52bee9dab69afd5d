import "server-only";
// The account operations that have both a JSON route and a form's Server Action: one function each, so the two
// check the same things under the same limits and write the same audit entries. The route answers JSON and the
// action a form state or a redirect; everything between the parsed input and that answer is here.
import type { PasswordChangeInput, EmailChangeInput } from "@/lib/validators/account";
import type { RegisterInput } from "@/lib/validators/auth";
import type { LoginInput } from "@/lib/validators/login";
import type { PasswordResetInput } from "@/lib/validators/password-reset";
import { signOut } from "./auth";
import { changePassword, deleteAccount } from "./data/account";
import { requestEmailChange } from "./data/email-change";
import { throttledError } from "./data/password-check";
import { requestPasswordReset, resetPassword } from "./data/password-reset";
import { withSignUpLimits } from "./data/sign-up-throttle";
import { createUser, type PublicUser } from "./data/users";
import { ApiError } from "./errors";
import { clientIp, requestMeta } from "./http";
import { attemptOrigin, signInWithPassword, startSession } from "./sign-in";

type RequestHeaders = Pick<Request, "headers">;

/** Signs this browser in: 429 with Retry-After while the limits hold the attempt back, 401 for a wrong password. */
export async function passwordSignIn(request: RequestHeaders, { email, password }: LoginInput) {
  const check = await signInWithPassword(request, email, password);
  if (!check.ok && check.reason === "throttled") throw throttledError(check);
  if (!check.ok) throw new ApiError("unauthorized", "Invalid email or password");
  return check.user;
}

/** Creates the account under the sign-up limits (counted before it is made) and signs this browser in. */
export async function signUp(request: RequestHeaders, input: RegisterInput): Promise<PublicUser> {
  const user = await withSignUpLimits(clientIp(request), () => createUser(input));
  await startSession(request, user.id);
  return user;
}

/** Mails a reset link when an account uses the address; the caller cannot tell either way (429 past the limits). */
export async function askForPasswordReset(request: RequestHeaders, email: string): Promise<void> {
  await requestPasswordReset(email, clientIp(request), requestMeta(request, "password-reset"));
}

/** Sets the password a reset link was sent for: the address is confirmed and every session ends. */
export async function resetPasswordByLink(request: RequestHeaders, input: PasswordResetInput): Promise<void> {
  await resetPassword(input, requestMeta(request, "password-reset"));
}

/** Changes the password (under the password limits): every other session ends, this one stays. */
export async function changeOwnPassword(
  request: RequestHeaders,
  user: PublicUser,
  sessionId: number,
  input: PasswordChangeInput,
): Promise<void> {
  await changePassword(user, input, await attemptOrigin(request), sessionId);
}

/** Sends the link that moves the account to a new address (nothing changes until it is opened). */
export async function askForEmailChange(request: RequestHeaders, user: PublicUser, input: EmailChangeInput) {
  return requestEmailChange(user, input, { ...requestMeta(request, user.email), ...(await attemptOrigin(request)) });
}

/** Deletes the account and everything it owns after the password check, and ends this session. */
export async function deleteOwnAccount(request: RequestHeaders, user: PublicUser, password: string): Promise<void> {
  await deleteAccount(user, password, await attemptOrigin(request));
  await signOut({ redirect: false });
}

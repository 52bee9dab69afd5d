import { NextResponse } from "next/server";
import { withSignUpLimits } from "@/lib/server/data/sign-up-throttle";
import { createUser } from "@/lib/server/data/users";
import { clientIp, parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { registerSchema } from "@/lib/validators/auth";

/**
 * Creates the account and signs this browser in: the new account's session never depends on the sign-in limits of
 * the address it comes from. Sign-ups are limited per address and network (429 with Retry-After), counted before the
 * account is made. (The sign-up page's form uses its Server Action, app/(auth)/actions.ts.)
 */
export const POST = withErrors(async (request) => {
  const input = parseInput(registerSchema, await readJson(request));
  const user = await withSignUpLimits(clientIp(request), () => createUser(input));
  await startSession(request, user.id);
  return NextResponse.json(user, { status: 201 });
});

import { NextResponse } from "next/server";
import { createUser } from "@/lib/server/data/users";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { registerSchema } from "@/lib/validators/auth";

/**
 * Creates the account and signs this browser in: the new account's session never depends on the sign-in limits of
 * the address it comes from. (The sign-up page's form uses its Server Action, app/(auth)/actions.ts.)
 */
export const POST = withErrors(async (request) => {
  const input = parseInput(registerSchema, await readJson(request));
  const user = await createUser(input);
  await startSession(request, user.id);
  return NextResponse.json(user, { status: 201 });
});

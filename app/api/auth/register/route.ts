import { NextResponse } from "next/server";
import { createUser } from "@/lib/server/data/users";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSession } from "@/lib/server/sign-in";
import { registerSchema } from "@/lib/validators/auth";

export const POST = withErrors(async (request) => {
  const input = parseInput(registerSchema, await readJson(request));
  const user = await createUser(input);
  await startSession(input.email, input.password);
  return NextResponse.json(user, { status: 201 });
});

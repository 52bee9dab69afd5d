import { NextResponse } from "next/server";
import { updateProfile } from "@/lib/server/data/profile";
import { assertOwnUserId, parseInput, readJson, withUser } from "@/lib/server/http";
import { profileUpdateSchema } from "@/lib/validators/profile";

export const GET = withUser(async (_request, { user }) => NextResponse.json(user));

/** The owner edits their profile: `fullName` and/or `lastSeenLevel`; answers the updated user. */
export const PATCH = withUser(async (request, { user }) => {
  const body = await readJson(request);
  assertOwnUserId(user, body.userId ?? body.id);
  const update = parseInput(profileUpdateSchema, body);
  return NextResponse.json(await updateProfile(user.id, update));
});

import { NextResponse } from "next/server";
import { deleteOwnAccount } from "@/lib/server/account-operations";
import { updateProfile } from "@/lib/server/data/profile";
import { assertOwnUserId, parseInput, readJson, withUser } from "@/lib/server/http";
import { accountDeleteSchema } from "@/lib/validators/account";
import { profileUpdateSchema } from "@/lib/validators/profile";

/** The account (never its secrets), with `emailConfirmed`: whether the link sent to its address was used. */
export const GET = withUser(async (_request, { user }) =>
  NextResponse.json({ ...user, emailConfirmed: user.emailConfirmedAt !== null }),
);

/** The owner edits their profile (name, title, company, LinkedIn and video pitch URLs, last seen level). */
export const PATCH = withUser(async (request, { user }) => {
  const body = await readJson(request);
  assertOwnUserId(user, body.userId ?? body.id);
  const update = parseInput(profileUpdateSchema, body);
  return NextResponse.json(await updateProfile(user.id, update));
});

/** `{ password }`: deletes the account and everything it owns, and ends this session. */
export const DELETE = withUser(async (request, { user }) => {
  const { password } = parseInput(accountDeleteSchema, await readJson(request));
  await deleteOwnAccount(request, user, password);
  return NextResponse.json({ success: true });
});

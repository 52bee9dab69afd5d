import { NextResponse } from "next/server";
import { cancelEmailChange, requestEmailChange } from "@/lib/server/data/email-change";
import { parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { attemptOrigin } from "@/lib/server/sign-in";
import { emailChangeSchema } from "@/lib/validators/account";

/** `{ newEmail, password }`: a confirmation link goes to the new address; nothing changes until it is opened (202). */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(emailChangeSchema, await readJson(request));
  const pending = await requestEmailChange(user, input, {
    ...requestMeta(request, user.email),
    ...(await attemptOrigin(request)),
  });
  return NextResponse.json(pending, { status: 202 });
});

/** Withdraws a pending change: its link stops working. */
export const DELETE = withUser(async (_request, { user }) => {
  await cancelEmailChange(user.id);
  return NextResponse.json({ success: true });
});

import { NextResponse } from "next/server";
import { askForEmailChange } from "@/lib/server/account-operations";
import { cancelEmailChange } from "@/lib/server/data/email-change";
import { parseInput, readJson, withUser } from "@/lib/server/http";
import { emailChangeSchema } from "@/lib/validators/account";

/** `{ newEmail, password }`: a confirmation link goes to the new address; nothing changes until it is opened (202). */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(emailChangeSchema, await readJson(request));
  return NextResponse.json(await askForEmailChange(request, user, input), { status: 202 });
});

/** Withdraws a pending change: its link stops working. */
export const DELETE = withUser(async (_request, { user }) => {
  await cancelEmailChange(user.id);
  return NextResponse.json({ success: true });
});

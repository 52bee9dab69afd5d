import { NextResponse } from "next/server";
import { accountRoutes } from "@/lib/api/routes/account";
import { askForEmailChange } from "@/lib/server/account-operations";
import { cancelEmailChange } from "@/lib/server/data/email-change";
import { SUCCESS, userRoute } from "@/lib/server/http";

/** `{ newEmail, password }`: a confirmation link goes to the new address; nothing changes until it is opened (202). */
export const POST = userRoute(accountRoutes["POST /api/auth/email"], async (request, { user, input }) =>
  NextResponse.json(await askForEmailChange(request, user, input), { status: 202 }),
);

/** Withdraws a pending change: its link stops working. */
export const DELETE = userRoute(accountRoutes["DELETE /api/auth/email"], async (_request, { user }) => {
  await cancelEmailChange(user.id);
  return SUCCESS;
});

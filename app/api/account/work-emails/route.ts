import { NextResponse } from "next/server";
import { accountRoutes } from "@/lib/api/routes/account";
import { addWorkEmail, listWorkEmails } from "@/lib/server/data/work-emails";
import { requestMeta, userRoute } from "@/lib/server/http";

/** The account's work addresses, oldest first, each with `confirmedAt` (null until its link is used). */
export const GET = userRoute(accountRoutes["GET /api/account/work-emails"], async (_request, { user }) =>
  listWorkEmails(user.id),
);

/**
 * `{ email }`: adds a work address and mails the link that confirms it (202: the link is on its way). A mailbox
 * another account confirmed gets the same answer; its owner is told instead, and it gets no link.
 */
export const POST = userRoute(
  accountRoutes["POST /api/account/work-emails"],
  async (request, { user, input }) =>
    NextResponse.json(await addWorkEmail(user, input, requestMeta(request, user.email)), { status: 202 }),
  { bodyLimit: 4 * 1024 },
);

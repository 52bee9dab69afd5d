import { NextResponse } from "next/server";
import { addWorkEmail, listWorkEmails } from "@/lib/server/data/work-emails";
import { parseInput, readJson, requestMeta, withUser } from "@/lib/server/http";
import { workEmailSchema } from "@/lib/validators/work-email";

/** The account's work addresses, oldest first, each with `confirmedAt` (null until its link is used). */
export const GET = withUser(async (_request, { user }) => NextResponse.json(await listWorkEmails(user.id)));

/**
 * `{ email }`: adds a work address and mails the link that confirms it (202: the link is on its way). A mailbox
 * another account confirmed gets the same answer; its owner is told instead, and it gets no link.
 */
export const POST = withUser(async (request, { user }) => {
  const input = parseInput(workEmailSchema, await readJson(request, 4 * 1024));
  const added = await addWorkEmail(user, input, requestMeta(request, user.email));
  return NextResponse.json(added, { status: 202 });
});

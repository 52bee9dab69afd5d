import { NextResponse } from "next/server";
import { unsubscribeFromRecognitionMail } from "@/lib/server/recognition/unsubscribe";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { unsubscribeSchema } from "@/lib/validators/recognition-social";

/**
 * `{ token }` from an announcement or nudge e-mail's link (the /unsubscribe/<token> page's button): turns that
 * person's announcements, or nudges, off in that organisation. No session: the signed token is the credential.
 */
export const POST = withErrors(async (request) => {
  const { token } = parseInput(unsubscribeSchema, await readJson(request, 4 * 1024));
  return NextResponse.json(await unsubscribeFromRecognitionMail(token));
});

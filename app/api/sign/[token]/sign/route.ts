import { NextResponse } from "next/server";
import { signByToken } from "@/lib/server/data/signing/token-flow";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/session";
import { currentDeviceToken } from "@/lib/server/sign-in";
import { signSchema } from "@/lib/validators/signing";

/**
 * The manager signs (no account: the single-use token is the credential). A browser signed in as the rep, or one
 * that ever signed in to the rep's account (its device cookie), or the rep's network sends the signature to review.
 */
export const POST = withErrors<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const input = parseInput(signSchema, await readJson(request, 16 * 1024));
  const signedIn = await getSessionUser();
  const { signedAt, verification } = await signByToken(
    token,
    input,
    { ...requestMeta(request, "manager"), deviceToken: await currentDeviceToken() },
    signedIn?.id ?? null,
  );
  return NextResponse.json({ status: "signed", signedAt, verification });
});

import { NextResponse } from "next/server";
import { signByToken } from "@/lib/server/data/signing/token-flow";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { getSessionUser } from "@/lib/server/session";
import { signSchema } from "@/lib/validators/signing";

/**
 * The manager signs (no account: the single-use token is the credential). A browser signed in as the rep marks the
 * signature as made on the rep's device, like a matching IP address and user agent do.
 */
export const POST = withErrors<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const input = parseInput(signSchema, await readJson(request, 16 * 1024));
  const signedIn = await getSessionUser();
  const { signedAt, verification } = await signByToken(
    token,
    input,
    requestMeta(request, "manager"),
    signedIn?.id ?? null,
  );
  return NextResponse.json({ status: "signed", signedAt, verification });
});

import { NextResponse } from "next/server";
import { signByToken } from "@/lib/server/data/signing";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { signSchema } from "@/lib/validators/signing";

/** The manager signs (no account: the single-use token is the credential). */
export const POST = withErrors<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const input = parseInput(signSchema, await readJson(request, 16 * 1024));
  const { signedAt } = await signByToken(token, input, requestMeta(request, "manager"));
  return NextResponse.json({ status: "signed", signedAt });
});

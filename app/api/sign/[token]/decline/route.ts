import { NextResponse } from "next/server";
import { declineByToken } from "@/lib/server/data/signing/token-flow";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { declineSchema } from "@/lib/validators/signing";

/** The manager declines with a reason (no account: the single-use token is the credential). */
export const POST = withErrors<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const input = parseInput(declineSchema, await readJson(request, 16 * 1024));
  await declineByToken(token, input.reason, requestMeta(request, "manager"));
  return NextResponse.json({ status: "declined" });
});

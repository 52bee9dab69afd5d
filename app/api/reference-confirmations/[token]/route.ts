import { NextResponse } from "next/server";
import { confirmReference } from "@/lib/server/data/reference-confirmation";
import { parseInput, readJson, requestMeta, withErrors } from "@/lib/server/http";
import { confirmReferenceSchema } from "@/lib/validators/reference-confirmation";

/** The reference confirms the working relationship (no account: the single-use token is the credential). */
export const POST = withErrors<{ token: string }>(async (request, context) => {
  const { token } = await context.params;
  const input = parseInput(confirmReferenceSchema, await readJson(request, 16 * 1024));
  await confirmReference(token, input.testimonial, requestMeta(request, "reference"));
  return NextResponse.json({ status: "confirmed" });
});

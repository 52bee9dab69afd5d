import { NextResponse } from "next/server";
import { submitEnterpriseInquiry } from "@/lib/server/data/enterprise-inquiries";
import { getSessionUser } from "@/lib/server/session";
import { clientIp, parseInput, readJson, withErrors } from "@/lib/server/http";
import { enterpriseInquirySchema } from "@/lib/validators/billing";

export const dynamic = "force-dynamic";

/**
 * "Contact Enterprise Sales": `{ name, company, email, seats, message }` -> 201 `{ id }`. Signed in or not; stored and
 * mailed to the administrators; 429 with Retry-After when one sender or one address sends too many.
 */
export const POST = withErrors(async (request) => {
  const input = parseInput(enterpriseInquirySchema, await readJson(request));
  const user = await getSessionUser();
  const saved = await submitEnterpriseInquiry(input, { ip: clientIp(request), userId: user?.id ?? null });
  return NextResponse.json(saved, { status: 201 });
});

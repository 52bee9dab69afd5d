// GET /api/auth/sso?email=: whether the address's domain signs in through its organisation's identity provider,
// { sso: boolean }, so the sign-in form can offer "Continue with SSO". Starts nothing; 422 for a malformed address,
// 429 past the lookups allowed per address.
import { NextResponse } from "next/server";
import { parseInput, withErrors } from "@/lib/server/http";
import { lookUpSso } from "@/lib/server/sso/start";
import { ssoLookupSchema } from "@/lib/validators/sso";

export const runtime = "nodejs";

export const GET = withErrors(async (request) => {
  const { email } = parseInput(ssoLookupSchema, { email: request.nextUrl.searchParams.get("email") ?? undefined });
  return NextResponse.json(await lookUpSso(request, email), { headers: { "cache-control": "no-store" } });
});

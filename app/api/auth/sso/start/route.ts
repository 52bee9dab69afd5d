// POST /api/auth/sso/start { email, next? }: starts a sign-in at the identity provider of the organisation whose
// verified domain the address is at: 200 { url } to send the browser to. 404 when the domain has no single sign-on,
// 422 for a malformed address, 429 past the limits (per address and per mailbox).
import { NextResponse } from "next/server";
import { parseInput, readJson, withErrors } from "@/lib/server/http";
import { startSsoSignIn } from "@/lib/server/sso/start";
import { bindOidcState } from "@/lib/server/sso/state-cookie";
import { ssoStartSchema } from "@/lib/validators/sso";

export const runtime = "nodejs";

export const POST = withErrors(async (request) => {
  const input = parseInput(ssoStartSchema, await readJson(request));
  const { url, oidcState } = await startSsoSignIn(request, input);
  if (oidcState) await bindOidcState(oidcState);
  return NextResponse.json({ url }, { headers: { "cache-control": "no-store" } });
});

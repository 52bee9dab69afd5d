import "server-only";
// The sign-in form's two calls: whether an address's domain signs in through its organisation's identity provider
// (a lookup that starts nothing), and the start of a sign-in there (SP-initiated), both under per-address limits.
import { normalizedMailbox } from "@/lib/email-address";
import { safeNextPath } from "@/lib/next-path";
import type { SsoStartInput } from "@/lib/validators/sso";
import { getDb } from "../db/client";
import { countOne, refuseOverLimit } from "../data/rate-limit-store";
import { SSO_LOOKUP_ADDRESS, SSO_START_ADDRESS, SSO_START_MAILBOX } from "../data/rate-limits";
import { ApiError } from "../errors";
import { clientIp } from "../request-origin";
import { connectionForAddress, isOidc, isSaml } from "./connections";
import { oidcSignInUrl } from "./oidc";
import { samlSignInUrl } from "./saml";

const TOO_MANY = "Too many single sign-on attempts. Please wait a few minutes and try again.";

/** Whether the address's domain has single sign-on: `{ sso }`, nothing started, nothing written but the counter. */
export async function lookUpSso(request: Pick<Request, "headers">, email: string): Promise<{ sso: boolean }> {
  refuseOverLimit([await countOne(await getDb(), SSO_LOOKUP_ADDRESS, clientIp(request))], TOO_MANY);
  const connection = await connectionForAddress(email);
  return { sso: isSaml(connection) || isOidc(connection) };
}

/**
 * Starts a sign-in at the identity provider of the organisation whose verified domain the address is at: its URL
 * (SAML: an AuthnRequest by the redirect binding; OIDC: the authorization URL with PKCE, state and nonce) and, for
 * OIDC, the state the caller binds to the browser. 404 when the domain has no single sign-on; 429 past the limits.
 */
export async function startSsoSignIn(
  request: Pick<Request, "headers">,
  { email, next }: SsoStartInput,
): Promise<{ url: string; oidcState: string | null }> {
  const db = await getDb();
  const counts = [
    await countOne(db, SSO_START_ADDRESS, clientIp(request)),
    await countOne(db, SSO_START_MAILBOX, normalizedMailbox(email)),
  ];
  refuseOverLimit(counts, TOO_MANY);
  const connection = await connectionForAddress(email);
  const nextPath = safeNextPath(next);
  if (isSaml(connection)) return { url: await samlSignInUrl(connection, nextPath), oidcState: null };
  if (isOidc(connection)) {
    const { url, state } = await oidcSignInUrl(connection, email, nextPath);
    return { url, oidcState: state };
  }
  throw new ApiError(
    "not_found",
    "Single sign-on is not set up for this address's domain. Sign in with your password instead.",
  );
}

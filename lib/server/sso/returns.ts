import "server-only";
// Where an identity provider sends the browser back. The SAML ACS takes a posted response (SP-initiated, answering
// a pending AuthnRequest, or IdP-initiated, answering none): the organisation is picked from what the response claims
// (its Audience names our per-organisation entity id; else its Issuer), only to choose whose certificate verifies it,
// and then saml.ts verifies all of it. The OIDC callback takes the code and state. Both end in finish.ts.
import type { NextRequest } from "next/server";
import { ApiError } from "../errors";
import { readFormBody } from "../read-body";
import { connectionOf, isOidc, isSaml, samlConnectionsOfIssuers, type SamlConnection } from "./connections";
import { finishSsoSignIn } from "./finish";
import { claimOidcState, finishOidcSignIn } from "./oidc";
import { signedInRedirect } from "./respond";
import { verifySamlResponse } from "./saml";
import { peekSamlResponse, SAML_RESPONSE_MAX, unreadableResponse, type ClaimedResponse } from "./saml-xml";
import { isBoundOidcState } from "./state-cookie";
import { orgIdOfAudience } from "./urls";

/** The posted form: the base64 response (a third larger than the XML) and a RelayState. */
const ACS_BODY_LIMIT = Math.ceil((SAML_RESPONSE_MAX * 4) / 3) + 16 * 1024;

const malformed = (why: string) => new ApiError("bad_request", why);

/** The connection whose certificate is to verify the response, from what it claims; null when none fits. */
async function connectionClaimed(claimed: ClaimedResponse): Promise<SamlConnection | null> {
  const orgIds = new Set(claimed.audiences.map(orgIdOfAudience).filter((id): id is number => id !== null));
  if (orgIds.size > 1) return null;
  const [orgId] = orgIds;
  if (orgId !== undefined) {
    const connection = await connectionOf(orgId);
    return isSaml(connection) ? connection : null;
  }
  const byIssuer = await samlConnectionsOfIssuers(claimed.issuers);
  const [only] = byIssuer;
  return byIssuer.length === 1 && isSaml(only ?? null) ? (only as SamlConnection) : null;
}

/** POST /api/sso/saml/acs: verifies the response, provisions the person, signs the browser in, 303 onwards. */
export async function receiveSamlResponse(request: NextRequest): Promise<Response> {
  let form: FormData;
  try {
    form = await readFormBody(request, {
      maxBytes: ACS_BODY_LIMIT,
      tooLarge: () => new ApiError("too_large", "The SAML response is larger than any real one: it was not read."),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw malformed("Post the SAMLResponse as a form (application/x-www-form-urlencoded).");
  }
  const encoded = form.get("SAMLResponse");
  const relayState = form.get("RelayState");
  if (typeof encoded !== "string" || !encoded.trim()) throw malformed("The post has no SAMLResponse.");
  if (!/^[A-Za-z0-9+/=\r\n\s]+$/.test(encoded)) throw malformed("The SAMLResponse is not base64.");
  const xml = Buffer.from(encoded, "base64").toString("utf8");
  const claimed = unreadableResponse(xml) ? null : peekSamlResponse(xml);
  if (!claimed) throw malformed("The SAMLResponse is not a readable SAML response.");
  const connection = await connectionClaimed(claimed);
  if (!connection) {
    throw new ApiError(
      "unauthorized",
      "The sign-in response was refused: it is not for an organisation with a SAML connection here.",
    );
  }
  const person = await verifySamlResponse(connection, encoded, claimed.destination);
  await finishSsoSignIn(request, connection, person);
  return signedInRedirect(typeof relayState === "string" ? relayState : null);
}

/** GET /api/sso/oidc/callback: the state used once (and this browser's), the code exchanged, the browser signed in. */
export async function receiveOidcCallback(request: NextRequest): Promise<Response> {
  const query = request.nextUrl.searchParams;
  const state = query.get("state");
  if (!state || state.length > 512) throw malformed("The identity provider's answer has no state.");
  if (!(await isBoundOidcState(state))) {
    throw new ApiError(
      "unauthorized",
      "The sign-in was refused: it was not started in this browser. Start it again from the sign-in page.",
    );
  }
  const pending = await claimOidcState(state);
  const connection = await connectionOf(pending.orgId);
  if (!isOidc(connection)) {
    throw new ApiError("unauthorized", "The sign-in was refused: the organisation's single sign-on has changed.");
  }
  const person = await finishOidcSignIn(connection, pending.sealed, query);
  await finishSsoSignIn(request, connection, person);
  return signedInRedirect(pending.nextPath);
}

import "server-only";
// SAML 2.0 through node-saml: the AuthnRequest (HTTP-Redirect binding) whose ID waits in the database, this
// organisation's service provider metadata, and the checks a posted response must pass before anyone is signed in.
// node-saml verifies the signature (of the assertion itself: a signed response around an unsigned assertion is
// refused), reads the assertion only from the bytes the signature covers, and checks the audience, the time window
// and InResponseTo against the database. What it leaves out is checked here on that same signed assertion: the
// Issuer is the connection's identity provider, a bearer SubjectConfirmation names our ACS as its Recipient, the
// request it answers is used up by this request, and the assertion has not signed anyone in before.
import { generateServiceProviderMetadata, SAML, SamlStatusError, ValidateInResponseTo } from "@node-saml/node-saml";
import { ApiError } from "../errors";
import type { SamlConnection } from "./connections";
import { PENDING_TTL_MS, recordAssertionUse, SamlRequestStore } from "./pending";
import { usesAllowedAlgorithms } from "./saml-xml";
import { acsUrl, spEntityId } from "./urls";

const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";
/** NameID formats that say nothing about the value: absent, or "unspecified". */
const UNSPECIFIED_FORMATS = new Set(["", "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified"]);
const LOOKS_LIKE_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** How far apart the identity provider's clock and ours may be. */
export const CLOCK_SKEW_MS = 2 * 60_000;
/** The longest an assertion's ID is kept for the replay check, whatever its own expiry says. */
const MAX_REPLAY_WINDOW_MS = 24 * 3_600_000;

/** The attributes an e-mail address is read from when the NameID is not one, in this order. */
export const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "emailAddress",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
];
const NAME_ATTRIBUTES = ["displayName", "name", "http://schemas.microsoft.com/identity/claims/displayname"];
const GIVEN_NAME_ATTRIBUTES = [
  "firstName",
  "givenName",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
];
const SURNAME_ATTRIBUTES = [
  "lastName",
  "surname",
  "sn",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
];

function samlClient(connection: SamlConnection, store: SamlRequestStore): SAML {
  return new SAML({
    entryPoint: connection.idpSsoUrl,
    issuer: spEntityId(connection.orgId),
    audience: spEntityId(connection.orgId),
    callbackUrl: acsUrl(),
    idpCert: connection.idpCertificates,
    identifierFormat: EMAIL_FORMAT,
    // Whatever the identity provider used to authenticate (a password, a passkey, MFA) is its business.
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    // The assertion's own signature is what counts; many providers sign only it.
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: PENDING_TTL_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: store,
  });
}

/** The identity provider's address with a new AuthnRequest (its ID kept in the database for ten minutes). */
export async function samlSignInUrl(connection: SamlConnection, relayState: string | null): Promise<string> {
  const client = samlClient(connection, new SamlRequestStore(connection.orgId));
  return client.getAuthorizeUrlAsync(relayState ?? "", undefined, {});
}

/** The organisation's service provider metadata: its entity id, the ACS, e-mail NameIDs, signed assertions. */
export function serviceProviderMetadata(orgId: number): string {
  return generateServiceProviderMetadata({
    issuer: spEntityId(orgId),
    callbackUrl: acsUrl(),
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });
}

/** A sign-in a verified response proves: who, and the organisation's connection it came through. */
export type SamlIdentity = { email: string; fullName: string | null };

type XmlJs = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const list = (node: XmlJs | undefined, name: string): XmlJs[] => {
  const value = node?.[name];
  return Array.isArray(value) ? (value as XmlJs[]) : [];
};

const refused = (why: string) => new ApiError("unauthorized", `The sign-in response was refused: ${why}.`);

/** node-saml's reason, said for the person reading the error page. */
function reasonOf(error: unknown): string {
  if (error instanceof SamlStatusError) return "the identity provider did not sign you in";
  const message = error instanceof Error ? error.message : String(error);
  if (/multiple assertions/i.test(message)) return "it carries more than one assertion";
  if (/signature/i.test(message)) return "its assertion is not signed by the organisation's identity provider";
  if (/expired|not yet valid|too old/i.test(message)) return "it has expired, or is not valid yet";
  if (/audience/i.test(message)) return "it is addressed to another service provider (audience)";
  if (/InResponseTo/i.test(message)) return "it answers a sign-in that is unknown, expired or already used";
  if (/subject confirmation/i.test(message)) return "it has no valid subject confirmation";
  return "it could not be verified";
}

const within = (nowMs: number, notBefore: string | undefined, notOnOrAfter: string | undefined): boolean => {
  const before = notBefore ? Date.parse(notBefore) : null;
  const after = notOnOrAfter ? Date.parse(notOnOrAfter) : null;
  if (after === null || Number.isNaN(after) || nowMs - CLOCK_SKEW_MS >= after) return false;
  return before === null || (!Number.isNaN(before) && nowMs + CLOCK_SKEW_MS >= before);
};

/** The first value of the first attribute present among `names`. */
function attributeValue(attributes: Record<string, unknown>, names: string[]): string | null {
  for (const name of names) {
    const raw = attributes[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Verifies a posted response against the connection and answers who it signs in. 401 for anything that does not
 * verify (signature, issuer, audience, recipient, time, InResponseTo, replay); 400 when the verified assertion names
 * no e-mail address.
 */
export async function verifySamlResponse(
  connection: SamlConnection,
  samlResponse: string,
  responseDestination: string | null,
): Promise<SamlIdentity> {
  if (responseDestination !== null && responseDestination !== acsUrl()) {
    throw refused("it is addressed to another Assertion Consumer Service (Destination)");
  }
  if (!usesAllowedAlgorithms(Buffer.from(samlResponse, "base64").toString("utf8"))) {
    throw refused("it is signed with an algorithm we do not accept (use RSA with SHA-256)");
  }
  const store = new SamlRequestStore(connection.orgId);
  let result: Awaited<ReturnType<SAML["validatePostResponseAsync"]>>;
  try {
    result = await samlClient(connection, store).validatePostResponseAsync({ SAMLResponse: samlResponse });
  } catch (error) {
    throw refused(reasonOf(error));
  }
  const profile = result.profile;
  if (!profile || result.loggedOut) throw refused("it signs nobody in");
  // The assertion as the signature covers it (node-saml parsed these bytes, not the posted document).
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw refused("its assertion has no ID");
  if (profile.issuer !== connection.idpEntityId) throw refused("it was issued by another identity provider");

  const nowMs = Date.now();
  const conditions = list(assertion, "Conditions")[0]?.$ ?? {};
  const confirmations = list(list(assertion, "Subject")[0], "SubjectConfirmation")
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .map((confirmation) => list(confirmation, "SubjectConfirmationData")[0]?.$ ?? {});
  // A bearer confirmation for our ACS, within its window (the standard puts NotOnOrAfter on it; lacking one, the
  // assertion's Conditions bound it, and one of the two must).
  const confirmation = confirmations.find(
    (data) =>
      data.Recipient === acsUrl() && within(nowMs, data.NotBefore, data.NotOnOrAfter ?? conditions.NotOnOrAfter),
  );
  if (!confirmation) {
    throw refused(
      confirmations.some((data) => data.Recipient === acsUrl())
        ? "it has expired, or is not valid yet"
        : "it is addressed to another Assertion Consumer Service (Recipient)",
    );
  }

  // The request it answers: the signed one in the subject confirmation, else the response's own (unsigned).
  const signedRequest = confirmation.InResponseTo ?? null;
  const responseRequest = typeof profile.inResponseTo === "string" ? profile.inResponseTo : null;
  if (signedRequest && responseRequest && signedRequest !== responseRequest) {
    throw refused("it answers a sign-in that is unknown, expired or already used");
  }
  const requestId = signedRequest ?? responseRequest;
  if (requestId && !(await store.useUp(requestId))) {
    throw refused("it answers a sign-in that is unknown, expired or already used");
  }

  const expiries = [confirmation.NotOnOrAfter, conditions.NotOnOrAfter]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((value) => !Number.isNaN(value));
  const keepUntil = Math.min(Math.max(...expiries) + CLOCK_SKEW_MS, nowMs + MAX_REPLAY_WINDOW_MS);
  if (!(await recordAssertionUse(connection.orgId, assertionId, new Date(keepUntil)))) {
    throw refused("it was used before");
  }

  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email =
    (profile.nameIDFormat === EMAIL_FORMAT && profile.nameID ? profile.nameID : null) ??
    attributeValue(attributes, EMAIL_ATTRIBUTES) ??
    // An unspecified NameID (Okta's default) that is an address; persistent and transient ones are opaque ids.
    (UNSPECIFIED_FORMATS.has(profile.nameIDFormat ?? "") && LOOKS_LIKE_ADDRESS.test(profile.nameID ?? "")
      ? profile.nameID
      : null);
  if (!email) {
    throw new ApiError(
      "bad_request",
      "The identity provider sent no e-mail address: send it as the NameID (emailAddress format) or an 'email' attribute.",
    );
  }
  const given = attributeValue(attributes, GIVEN_NAME_ATTRIBUTES);
  const surname = attributeValue(attributes, SURNAME_ATTRIBUTES);
  const fullName = attributeValue(attributes, NAME_ATTRIBUTES) ?? ([given, surname].filter(Boolean).join(" ") || null);
  return { email, fullName };
}

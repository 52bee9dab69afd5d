import "server-only";
// The SAML documents this server reads without trusting them: an identity provider's metadata (pasted by an admin)
// and, before any signature is checked, the Issuer and Audience of a posted response (only to choose which
// organisation's certificate to check it with). Both are untrusted XML: read with size limits, no DTD at all (SAML
// forbids one, and refusing it rules out entity expansion), a nesting limit, and fast-xml-parser, which is linear
// in its input.
import { X509Certificate } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { METADATA_XML_MAX } from "@/lib/validators/sso";
import { ApiError } from "../errors";

/** A posted SAMLResponse, decoded: far more than any real response with a few dozen attributes. */
export const SAML_RESPONSE_MAX = 200_000;

const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const POST_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A leaf is `{ "#text": ... }` whether or not it has attributes.
  alwaysCreateTextNode: true,
  // Every element as a list, so one and many read alike.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  processEntities: true,
  htmlEntities: false,
  maxNestedTags: 64,
});

/** Why a document is refused before it is parsed, or null: too long, a DTD, not well formed. */
function unreadable(xml: string, max: number): string | null {
  if (xml.length > max) return "too_large";
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return "dtd";
  return XMLValidator.validate(xml) === true ? null : "malformed";
}

/** The parsed document, or null when it cannot be read within the limits. */
function parse(xml: string, max: number): Node | null {
  if (unreadable(xml, max)) return null;
  try {
    return parser.parse(xml) as Node;
  } catch {
    return null;
  }
}

const children = (node: Node | undefined, name: string): Node[] => {
  const value = node?.[name];
  return Array.isArray(value) ? (value as Node[]) : [];
};
const attribute = (node: Node | undefined, name: string): string | undefined => {
  const value = node?.[`@${name}`];
  return typeof value === "string" ? value.trim() : undefined;
};
const text = (node: Node | undefined): string => {
  const value = node?.["#text"];
  return typeof value === "string" ? value.trim() : "";
};

/** What an identity provider's metadata says this server needs: who it is, where to send people, how it signs. */
export type IdpMetadata = { entityId: string; ssoUrl: string; certificates: string[] };

/** The metadata, or 422 naming what is missing or wrong (under the `metadataXml` field). */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const refuse = (message: string) => new ApiError("validation_error", message, { metadataXml: message });
  const problem = unreadable(xml, METADATA_XML_MAX);
  if (problem === "too_large") throw refuse(`The metadata is at most ${METADATA_XML_MAX / 1000} KB`);
  if (problem === "dtd") throw refuse("The metadata cannot contain a DOCTYPE or entity declarations");
  const doc = parse(xml, METADATA_XML_MAX);
  if (!doc) throw refuse("The metadata is not well-formed XML");
  // One EntityDescriptor, or a list of them (an EntitiesDescriptor) holding exactly one identity provider.
  const entities = [
    ...children(doc, "EntityDescriptor"),
    ...children(doc, "EntitiesDescriptor").flatMap((list) => children(list, "EntityDescriptor")),
  ].filter((entity) => children(entity, "IDPSSODescriptor").length > 0);
  if (entities.length === 0) throw refuse("The metadata has no EntityDescriptor with an IDPSSODescriptor");
  if (entities.length > 1) throw refuse("The metadata describes several identity providers: paste one");
  const entity = entities[0]!;
  const entityId = attribute(entity, "entityID");
  if (!entityId) throw refuse("The metadata's EntityDescriptor has no entityID");
  if (entityId.length > 1024) throw refuse("The metadata's entityID is longer than 1024 characters");
  const descriptors = children(entity, "IDPSSODescriptor");
  const services = descriptors.flatMap((d) => children(d, "SingleSignOnService"));
  // Requests go by the HTTP-Redirect binding; a provider that lists only HTTP-POST gets them at that address (the
  // major ones serve both bindings at one).
  const service =
    services.find((s) => attribute(s, "Binding") === REDIRECT_BINDING && attribute(s, "Location")) ??
    services.find((s) => attribute(s, "Binding") === POST_BINDING && attribute(s, "Location"));
  const ssoUrl = attribute(service, "Location");
  if (!ssoUrl) {
    throw refuse(
      services.length === 0
        ? "The metadata has no SingleSignOnService (the SSO URL)"
        : "The metadata has no SingleSignOnService with the HTTP-Redirect or HTTP-POST binding and a Location (the SSO URL)",
    );
  }
  let url: URL;
  try {
    url = new URL(ssoUrl);
  } catch {
    throw refuse("The SingleSignOnService Location is not a URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw refuse("The SingleSignOnService Location must be an https:// address");
  }
  const keys = descriptors
    .flatMap((d) => children(d, "KeyDescriptor"))
    .filter((key) => (attribute(key, "use") ?? "signing") === "signing");
  const encoded = keys.flatMap((key) =>
    children(key, "KeyInfo")
      .flatMap((info) => children(info, "X509Data"))
      .flatMap((data) => children(data, "X509Certificate"))
      .map((cert) => text(cert).replace(/\s+/g, "")),
  );
  if (encoded.length === 0) throw refuse("The metadata has no signing certificate (KeyDescriptor X509Certificate)");
  const certificates = [...new Set(encoded)].slice(0, 5).map((base64) => {
    try {
      if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) throw new Error("not base64");
      return new X509Certificate(Buffer.from(base64, "base64")).toString();
    } catch {
      throw refuse("The metadata's signing certificate is not a valid X.509 certificate");
    }
  });
  return { entityId, ssoUrl: url.toString(), certificates };
}

/** The subject and expiry of a stored certificate, for the admin's view. */
export function certificateSummary(pem: string): { subject: string; expiresAt: string } {
  const cert = new X509Certificate(pem);
  return { subject: cert.subject.replace(/\n/g, ", "), expiresAt: new Date(cert.validTo).toISOString() };
}

/** What a posted response claims before anything is verified. */
export type ClaimedResponse = { issuers: string[]; audiences: string[]; destination: string | null };

/**
 * What a posted response claims before anything is verified: the Issuers (of the response and its assertions), the
 * Audiences and the response's Destination. Null when it is not a readable SAML Response. Used only to pick the
 * connection whose certificate then verifies the whole response.
 */
export function peekSamlResponse(xml: string): ClaimedResponse | null {
  const doc = parse(xml, SAML_RESPONSE_MAX);
  const [response] = children(doc ?? undefined, "Response");
  if (!response) return null;
  const assertions = children(response, "Assertion");
  const issuers = [response, ...assertions].flatMap((n) => children(n, "Issuer")).map(text);
  const audiences = assertions
    .flatMap((a) => children(a, "Conditions"))
    .flatMap((c) => children(c, "AudienceRestriction"))
    .flatMap((r) => children(r, "Audience"))
    .map(text);
  return {
    issuers: issuers.filter(Boolean),
    audiences: audiences.filter(Boolean),
    destination: attribute(response, "Destination") ?? null,
  };
}

/** The signature and digest algorithms a response may use: RSA with SHA-256 or SHA-512, nothing weaker, no HMAC. */
const ALLOWED_ALGORITHMS = new Set([
  "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
  "http://www.w3.org/2001/04/xmldsig-more#rsa-sha512",
  "http://www.w3.org/2001/04/xmlenc#sha256",
  "http://www.w3.org/2001/04/xmlenc#sha512",
]);

/**
 * Whether every SignatureMethod and DigestMethod in the document is one we accept: a response signed with SHA-1
 * (collisions are practical) or an HMAC (keyed with what may be the public certificate) is refused before the
 * signature is checked. False for an unreadable document.
 */
export function usesAllowedAlgorithms(xml: string): boolean {
  const doc = parse(xml, SAML_RESPONSE_MAX);
  if (!doc) return false;
  const algorithms: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    for (const [name, value] of Object.entries(node as Node)) {
      if (name === "SignatureMethod" || name === "DigestMethod") {
        for (const method of value as Node[]) algorithms.push(attribute(method, "Algorithm") ?? "");
      } else if (!name.startsWith("@") && name !== "#text") walk(value);
    }
  };
  walk(doc);
  return algorithms.every((algorithm) => ALLOWED_ALGORITHMS.has(algorithm));
}

/** Why the decoded response cannot be read at all (before any check), or null. */
export const unreadableResponse = (xml: string): string | null => unreadable(xml, SAML_RESPONSE_MAX);

// A SAML 2.0 identity provider on a local port that signs real responses: an RSA key made at test time with a
// self-signed certificate (openssl; neither is ever written anywhere but a temporary folder removed at once), the
// assertion signed as an enveloped signature with exclusive c14n and rsa-sha256 (xml-crypto), metadata as an admin
// pastes it, the HTTP-Redirect binding's AuthnRequest read back (inflated and parsed), and the browser's way back: a
// page that posts the response to the service provider's ACS. Tests also build responses themselves (IdP-initiated,
// expired, for another audience, unsigned, signed by another key, or rearranged for signature-wrapping attacks).
import { execFileSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";

export const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";

export type SigningKey = { privateKey: string; certificate: string };

/** A fresh RSA key and a self-signed certificate for it (made with openssl in a folder removed at once). */
export function makeSigningKey(commonName = "Test IdP"): SigningKey {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const dir = mkdtempSync(path.join(tmpdir(), "qp-saml-idp-"));
  try {
    writeFileSync(path.join(dir, "key.pem"), pem, { mode: 0o600 });
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-new",
        "-key",
        path.join(dir, "key.pem"),
        "-subj",
        `/CN=${commonName}`,
        "-days",
        "30",
        "-sha256",
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "pipe" },
    );
    return { privateKey: pem, certificate: readFileSync(path.join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base64Of = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
const instant = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
export const newId = () => `_${randomBytes(16).toString("hex")}`;

/** What one assertion says; every field has the value of an honest sign-in unless a test says otherwise. */
export type AssertionFields = {
  email: string;
  audience: string;
  recipient: string;
  inResponseTo?: string | null;
  id?: string;
  issuer?: string;
  nameIdFormat?: string;
  /** Raw XML for the NameID's content (e.g. with a comment inside), instead of the escaped e-mail. */
  nameIdXml?: string;
  /** Milliseconds from now: when the assertion stops being valid (5 minutes), and from when it is (a minute ago). */
  expiresIn?: number;
  validFrom?: number;
  attributes?: Record<string, string>;
};

export type ResponseOptions = AssertionFields & {
  destination?: string | null;
  /** The assertion is signed (true), not signed (false). */
  signAssertion?: boolean;
  /** The whole response is signed too. */
  signResponse?: boolean;
  /** Sign with this key instead of the IdP's own. */
  key?: SigningKey;
  /** Sign with RSA-SHA1 and SHA-1 digests (what an old IdP does) instead of SHA-256. */
  sha1?: boolean;
};

const SHA256 = {
  signature: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
  digest: "http://www.w3.org/2001/04/xmlenc#sha256",
};
const SHA1 = {
  signature: "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
  digest: "http://www.w3.org/2000/09/xmldsig#sha1",
};

export class SamlIdp {
  readonly authnRequests: { id: string; acsUrl: string | null; issuer: string | null; relayState: string | null }[] =
    [];
  /** Who the stub signs in when a browser arrives with an AuthnRequest (the e2e flow); null answers 403. */
  signInAs: string | null = null;
  private server: http.Server | null = null;
  url = "";

  constructor(
    readonly key: SigningKey = makeSigningKey(),
    readonly entityId = `https://idp-${randomBytes(4).toString("hex")}.example/saml`,
  ) {}

  get ssoUrl(): string {
    return `${this.url}/sso`;
  }

  /** The metadata an admin pastes: entity id, the redirect-binding SSO URL, the signing certificate. */
  metadataXml({ withCertificate = true, withSsoUrl = true } = {}): string {
    const key = withCertificate
      ? `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${base64Of(this.key.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`
      : "";
    const sso = withSsoUrl
      ? `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(this.ssoUrl)}"/><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(this.ssoUrl)}"/>`
      : "";
    return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(this.entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${key}
    <md:NameIDFormat>${EMAIL_FORMAT}</md:NameIDFormat>
    ${sso}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
  }

  /** Reads the AuthnRequest of a redirect-binding URL as the IdP receives it (inflate, parse), and records it. */
  readAuthnRequest(url: string): {
    id: string;
    acsUrl: string | null;
    issuer: string | null;
    relayState: string | null;
  } {
    const params = new URL(url).searchParams;
    const encoded = params.get("SAMLRequest");
    if (!encoded) throw new Error(`no SAMLRequest in ${url}`);
    const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
    const doc = new DOMParser().parseFromString(xml, "text/xml");
    const root = doc.documentElement;
    if (!root || root.localName !== "AuthnRequest") throw new Error(`not an AuthnRequest: ${xml}`);
    const id = root.getAttribute("ID");
    if (!id) throw new Error("the AuthnRequest has no ID");
    const issuer = root.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]?.textContent;
    const request = {
      id,
      acsUrl: root.getAttribute("AssertionConsumerServiceURL"),
      issuer: issuer ?? null,
      relayState: params.get("RelayState"),
    };
    this.authnRequests.push(request);
    return request;
  }

  /** The assertion's XML, unsigned. */
  assertionXml(fields: AssertionFields): string {
    const id = fields.id ?? newId();
    const issuer = fields.issuer ?? this.entityId;
    const notOnOrAfter = instant(fields.expiresIn ?? 5 * 60_000);
    const notBefore = instant(fields.validFrom ?? -60_000);
    const inResponseTo = fields.inResponseTo ? ` InResponseTo="${escapeXml(fields.inResponseTo)}"` : "";
    const attributes = Object.entries(fields.attributes ?? {})
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escapeXml(name)}"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join("");
    return `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="${id}" Version="2.0" IssueInstant="${instant()}"><saml:Issuer>${escapeXml(issuer)}</saml:Issuer><saml:Subject><saml:NameID Format="${fields.nameIdFormat ?? EMAIL_FORMAT}">${fields.nameIdXml ?? escapeXml(fields.email)}</saml:NameID><saml:SubjectConfirmation Method="${BEARER}"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${escapeXml(fields.recipient)}"${inResponseTo}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escapeXml(fields.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${instant()}" SessionIndex="${id}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : ""}</saml:Assertion>`;
  }

  /** Signs the element named `localName` of `xml` (enveloped, exclusive c14n, rsa-sha256 unless told), after its Issuer. */
  sign(xml: string, localName: "Assertion" | "Response", key: SigningKey = this.key, sha1 = false): string {
    const algorithms = sha1 ? SHA1 : SHA256;
    const sig = new SignedXml({
      privateKey: key.privateKey,
      publicCert: key.certificate,
      signatureAlgorithm: algorithms.signature,
      canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
    });
    sig.addReference({
      xpath: `/*[local-name(.)='${localName}']`,
      transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", "http://www.w3.org/2001/10/xml-exc-c14n#"],
      digestAlgorithm: algorithms.digest,
    });
    sig.computeSignature(xml, {
      location: { reference: `/*[local-name(.)='${localName}']/*[local-name(.)='Issuer']`, action: "after" },
    });
    return sig.getSignedXml();
  }

  /** A signed assertion (by the IdP's key unless told), ready to put in a response. */
  signedAssertion(fields: AssertionFields, key: SigningKey = this.key, sha1 = false): string {
    return this.sign(this.assertionXml(fields), "Assertion", key, sha1);
  }

  /** A Response around `assertions` (already made: signed or not, or rearranged by an attack test). */
  responseXml(
    assertions: string,
    {
      destination,
      inResponseTo,
      issuer,
    }: { destination?: string | null; inResponseTo?: string | null; issuer?: string },
  ): string {
    const dest = destination ? ` Destination="${escapeXml(destination)}"` : "";
    const irt = inResponseTo ? ` InResponseTo="${escapeXml(inResponseTo)}"` : "";
    return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant()}"${dest}${irt}><saml:Issuer>${escapeXml(issuer ?? this.entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertions}</samlp:Response>`;
  }

  /** A whole response, base64 as it is posted: honest by default, each part changeable. */
  response(options: ResponseOptions): string {
    const key = options.key ?? this.key;
    const assertion =
      options.signAssertion === false ? this.assertionXml(options) : this.signedAssertion(options, key, options.sha1);
    let xml = this.responseXml(assertion, {
      destination: options.destination === undefined ? options.recipient : options.destination,
      inResponseTo: options.inResponseTo,
      issuer: options.issuer,
    });
    if (options.signResponse) xml = this.sign(xml, "Response", key, options.sha1);
    return Buffer.from(xml, "utf8").toString("base64");
  }

  /** The browser's way back: a page that posts the response to the ACS at once. */
  private postPage(acsUrl: string, samlResponse: string, relayState: string | null): string {
    const relay = relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}"/>` : "";
    return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"/>${relay}<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
  }

  /** Listens on a free loopback port: GET /metadata, GET /sso (the redirect binding). */
  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", this.url);
      if (url.pathname === "/metadata") {
        res.writeHead(200, { "Content-Type": "application/samlmetadata+xml" });
        res.end(this.metadataXml());
        return;
      }
      if (url.pathname === "/sso") {
        try {
          const request = this.readAuthnRequest(url.toString());
          if (!this.signInAs || !request.acsUrl || !request.issuer) {
            res.writeHead(403, { "Content-Type": "text/plain" });
            res.end("nobody is signed in at the identity provider");
            return;
          }
          const response = this.response({
            email: this.signInAs,
            audience: request.issuer,
            recipient: request.acsUrl,
            inResponseTo: request.id,
          });
          res.writeHead(200, { "Content-Type": "text/html" });
          res.end(this.postPage(request.acsUrl, response, request.relayState));
        } catch (error) {
          res.writeHead(400, { "Content-Type": "text/plain" });
          res.end(String(error));
        }
        return;
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

// The W3C VC API on a server of its own with the operator's token and did:key: issuing is the operator's alone (off
// without VC_API_TOKEN, 401 without the token or with another, 422 for an issuer that is neither key); what it signs
// as the app's did:web verifies at /api/credentials/verify and at /credentials/verify, and stops verifying once
// changed; a did:key credential verifies at the VC API only; the per-address limit holds for strangers, not for the
// operator's token.
import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { generateSigningKey } from "@/lib/server/credentials/signing-key";
import { createDocumentLoader, didKeyDocument } from "@/lib/server/credentials/loader";
import { expect, test, uniqueSuffix } from "./helpers";
import { verifyIndependently } from "./credentials-helpers";
import { AddressedClient } from "./from-address";
import { ownServerProblem } from "./production-build";
import { startConfiguredServer, stopServer, type ServerProcess } from "./server-process";

const skipReason = ownServerProblem();
test.skip(skipReason !== null, skipReason ?? "");
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dir = path.join(".data", `test-vc-api-${uniqueSuffix()}`);
const token = `${uniqueSuffix()}${uniqueSuffix()}${uniqueSuffix()}`.padEnd(40, "x");
let operatorDid: string;
let server: ServerProcess;
let ourDid: string;
let api: APIRequestContext;
const operator = () => ({ Authorization: `Bearer ${token}` });

test.beforeAll(async () => {
  const key = await generateSigningKey();
  operatorDid = `did:key:${key.publicKeyMultibase}`;
  server = await startConfiguredServer(dir, { VC_API_TOKEN: token, VC_API_DID_KEY: key.secretKeyMultibase });
  ourDid = `did:web:${new URL(server.url).host.replace(":", "%3A")}`;
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server) await stopServer(server, "SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.lock`, { force: true });
});

/** A plain VC 2.0 credential of `issuer`. */
const plainCredential = (issuer: string): Json => ({
  "@context": ["https://www.w3.org/ns/credentials/v2"],
  id: `urn:uuid:${crypto.randomUUID()}`,
  type: ["VerifiableCredential"],
  issuer,
  validFrom: "2025-01-01T00:00:00Z",
  credentialSubject: { id: "did:example:subject", name: "Zoë Ångström" },
});

/** A VC 1.1 credential of `issuer`, as the W3C suites post it. */
const v11Credential = (issuer: string): Json => ({
  "@context": ["https://www.w3.org/2018/credentials/v1"],
  id: `urn:uuid:${crypto.randomUUID()}`,
  type: ["VerifiableCredential"],
  issuer,
  issuanceDate: "2020-03-16T22:37:26.544Z",
  credentialSubject: { id: "did:example:subject" },
});

const issue = (credential: unknown, headers: Record<string, string> = operator()) =>
  api.post("/credentials/issue", { data: { credential, options: {} }, headers });

/** POST /credentials/verify from an address of its own (the per-address count stays out of the way). */
const vcApiVerify = (verifiableCredential: unknown, headers: Record<string, string> = {}) =>
  new AddressedClient(undefined, server.url).post(
    "/credentials/verify",
    { verifiableCredential, options: {} },
    headers,
  );

test("issuing is the operator's alone: off without VC_API_TOKEN, 401 without the token or with another, 422 for another issuer", async ({
  request,
}) => {
  // The suite's server has no VC_API_TOKEN: the endpoint does not exist, whatever is sent.
  const off = await request.post("/credentials/issue", {
    data: { credential: plainCredential("did:web:example.com") },
    headers: operator(),
  });
  expect(off.status()).toBe(404);

  const credential = plainCredential(ourDid);
  const anonymous = await issue(credential, {});
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()["www-authenticate"]).toContain("Bearer");
  expect((await issue(credential, { Authorization: `Bearer ${token}x` })).status()).toBe(401);
  expect((await issue(credential, { Authorization: `Bearer ${token.slice(0, -1)}` })).status()).toBe(401);
  expect(
    (await issue(credential, { Authorization: `Basic ${Buffer.from(`op:${token}`).toString("base64")}` })).status(),
  ).toBe(401);

  // Neither the app's did:web nor the operator's did:key: nothing is signed in their name.
  const strangerKey = await Ed25519Multikey.generate();
  for (const issuer of [`did:key:${strangerKey.publicKeyMultibase}`, "did:web:example.com", { id: "did:web:evil" }]) {
    const refused = await issue({ ...credential, issuer });
    expect(refused.status(), JSON.stringify(issuer)).toBe(422);
    expect((await refused.json()).error.fields.issuer).toContain(ourDid);
  }
  // Not a credential, a term no context defines, no subject: refused, never a 500.
  expect((await issue("a credential")).status()).toBe(400);
  expect((await issue({ ...credential, undefinedTerm: "dropped?" })).status()).toBe(422);
  const { credentialSubject: _subject, ...noSubject } = credential;
  expect((await issue(noSubject)).status()).toBe(422);
  const huge = { ...credential, credentialSubject: { id: "did:example:x", name: "x".repeat(20_000) } };
  expect((await issue(huge)).status()).toBe(413);
});

test("a credential signed as the app's did:web verifies at /api/credentials/verify and at the VC API; changed, it does not", async () => {
  const issued = await issue(plainCredential(ourDid));
  expect(issued.status(), await issued.text()).toBe(201);
  const { verifiableCredential: signed } = (await issued.json()) as { verifiableCredential: Json };
  expect(signed.proof).toMatchObject({
    type: "DataIntegrityProof",
    cryptosuite: "eddsa-rdfc-2022",
    proofPurpose: "assertionMethod",
    verificationMethod: expect.stringMatching(new RegExp(`^${ourDid}#z6Mk`)),
  });
  expect(signed.credentialSubject.name).toBe("Zoë Ångström");

  const ours = await new AddressedClient(undefined, server.url).post("/api/credentials/verify", signed);
  expect(ours.json()).toMatchObject({ verified: true, issuer: ourDid, checks: ["signature", "issuer", "dates"] });
  expect(await verifyIndependently(signed)).toMatchObject({ verified: true });
  const vcApi = await vcApiVerify(signed);
  expect(vcApi.status).toBe(200);
  expect(vcApi.json()).toEqual({
    verified: true,
    issuer: ourDid,
    checks: ["signature", "issuer", "dates"],
    warnings: [],
    errors: [],
  });

  const tampered = structuredClone(signed);
  tampered.credentialSubject.name = "Someone Else";
  const refused = await vcApiVerify(tampered);
  expect(refused.status).toBe(400);
  expect(refused.json()).toMatchObject({ verified: false, errors: [expect.stringContaining("signature")] });
  const oursTampered = await new AddressedClient(undefined, server.url).post("/api/credentials/verify", tampered);
  expect(oursTampered.json()).toMatchObject({ verified: false });
});

test("the operator's did:key signs a VC 1.1 credential; did:key credentials verify at the VC API only, and only with their own key", async () => {
  const issued = await issue(v11Credential(operatorDid));
  expect(issued.status(), await issued.text()).toBe(201);
  const { verifiableCredential: signed } = (await issued.json()) as { verifiableCredential: Json };
  expect(signed.proof.verificationMethod).toBe(`${operatorDid}#${operatorDid.slice("did:key:".length)}`);
  expect(signed["@context"]).toContain("https://w3id.org/security/data-integrity/v2");
  // A valid proof, but not QuotaProof's word: the answer names the issuer and says so.
  expect((await vcApiVerify(signed)).json()).toMatchObject({
    verified: true,
    issuer: operatorDid,
    warnings: [expect.stringContaining(`${operatorDid} is not QuotaProof`)],
  });
  // Not QuotaProof's: the app's own verifier says so.
  const ours = await new AddressedClient(undefined, server.url).post("/api/credentials/verify", signed);
  expect(ours.json()).toMatchObject({
    verified: false,
    errors: expect.arrayContaining([expect.stringContaining("not QuotaProof")]),
  });

  // Any Ed25519 did:key is its own DID document; a proof by another key in its name is refused.
  const holder = await Ed25519Multikey.generate();
  const holderDid = `did:key:${holder.publicKeyMultibase}`;
  holder.id = `${holderDid}#${holder.publicKeyMultibase}`;
  const sign = (credential: Json, key: typeof holder, did: string) =>
    vc.issue({
      credential,
      suite: new DataIntegrityProof({ signer: key.signer(), cryptosuite: eddsaRdfc2022 }),
      documentLoader: createDocumentLoader({ didDocument: didKeyDocument(did)! }),
    });
  const own = await sign(plainCredential(holderDid), holder, holderDid);
  const ownAnswer = await vcApiVerify(own);
  expect(ownAnswer.status).toBe(200);
  expect(ownAnswer.json()).toMatchObject({ issuer: holderDid, warnings: [expect.stringContaining("not QuotaProof")] });
  const intruder = await Ed25519Multikey.generate();
  const intruderDid = `did:key:${intruder.publicKeyMultibase}`;
  intruder.id = `${intruderDid}#${intruder.publicKeyMultibase}`;
  const forged = await sign(plainCredential(holderDid), intruder, intruderDid);
  const refused = await vcApiVerify(forged);
  expect(refused.status).toBe(400);
  expect(refused.json()).toMatchObject({ verified: false });
});

test("the VC API's verifier refuses what is not a verifiable credential with 400", async () => {
  const issued = await issue(plainCredential(ourDid));
  const { verifiableCredential: signed } = (await issued.json()) as { verifiableCredential: Json };
  const { proof: _proof, ...unsigned } = signed;
  const noProofValue = { ...signed, proof: { ...signed.proof, proofValue: undefined } };
  const wrongPurpose = { ...signed, proof: { ...signed.proof, proofPurpose: "authentication" } };
  for (const [what, credential] of Object.entries({
    "a string": JSON.stringify(signed),
    "a null proof": { ...signed, proof: null },
    "no proof": unsigned,
    "no proofValue": noProofValue,
    "another purpose": wrongPurpose,
    "an undefined type": { ...signed, type: [...signed.type, "UndefinedType"] },
  })) {
    const answer = await vcApiVerify(credential);
    expect(answer.status, `${what}: ${answer.text}`).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: "bad_request" } });
  }
});

test("the per-address limit holds for a stranger, not for the operator's token; another token is refused", async () => {
  const client = new AddressedClient(undefined, server.url);
  for (let check = 1; check <= 30; check++) {
    const answer = await client.post("/credentials/verify", { verifiableCredential: "x" });
    expect(answer.status, `check ${check}: ${answer.text}`).toBe(400);
  }
  const limited = await client.post("/credentials/verify", { verifiableCredential: "x" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);

  // The same address with the operator's token goes on; with another token it is refused.
  for (let check = 1; check <= 5; check++) {
    const answer = await client.post("/credentials/verify", { verifiableCredential: "x" }, operator());
    expect(answer.status, answer.text).toBe(400);
  }
  expect(
    (await client.post("/credentials/verify", { verifiableCredential: "x" }, { Authorization: "Bearer nope" })).status,
  ).toBe(401);
});

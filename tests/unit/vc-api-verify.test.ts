// The VC API's verifier (verify-checks.ts with `vcApi`): an Ed25519 did:key issuer's credential verifies with no
// fetch; a proof chain (previousProof) verifies only whole, its proofs each by their own key, one by the issuer's;
// QuotaProof's own verifier still accepts nothing but QuotaProof's keys.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { buildDidDocument, createDocumentLoader } from "@/lib/server/credentials/loader";
import { checkCredential, type VerifyContext } from "@/lib/server/credentials/verify-checks";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ourDid = "did:web:quotaproof.example";
const strict: VerifyContext = { did: ourDid, didDocument: buildDidDocument(ourDid, []), statusList: null };
const vcApi: VerifyContext = { ...strict, vcApi: true };
const documentLoader = createDocumentLoader({ didDocument: strict.didDocument, anyDidKey: true });
const now = new Date();

async function didKey() {
  const key = await Ed25519Multikey.generate();
  const did = `did:key:${key.publicKeyMultibase}`;
  key.id = `${did}#${key.publicKeyMultibase}`;
  return { key, did };
}

const credentialOf = (issuer: string): Json => ({
  "@context": ["https://www.w3.org/ns/credentials/v2"],
  id: "urn:uuid:5b1c8d6e-0000-4000-8000-000000000001",
  type: ["VerifiableCredential"],
  issuer,
  credentialSubject: { id: "did:example:subject", name: "Zoë" },
});

/** A proof by `signer` over `document` as it stands (its proofs included), naming `previousProof` when given. */
async function addProof(
  document: Json,
  signer: Awaited<ReturnType<typeof didKey>>["key"],
  extra: Json = {},
): Promise<Json> {
  const suite = new DataIntegrityProof({ signer: signer.signer(), cryptosuite: eddsaRdfc2022 }) as unknown as {
    proof: Json;
    createProof(options: Json): Promise<Json>;
  };
  suite.proof = extra;
  const purpose = new (Object.getPrototypeOf(vc.CredentialIssuancePurpose) as new () => unknown)();
  const proof = await suite.createProof({ document, purpose, proofSet: [], documentLoader });
  const existing = document.proof ? [].concat(document.proof) : [];
  return { ...document, proof: [...existing, proof] };
}

describe("the VC API's verifier", () => {
  it("verifies an Ed25519 did:key credential, which QuotaProof's own verifier refuses", async () => {
    const { key, did } = await didKey();
    const signed = await addProof(credentialOf(did), key);
    expect(await checkCredential(signed, vcApi, now)).toMatchObject({ verified: true, errors: [] });
    expect((await checkCredential(signed, strict, now)).verified).toBe(false);
    const changed = structuredClone(signed);
    changed.credentialSubject.name = "Zoe";
    expect((await checkCredential(changed, vcApi, now)).errors).toEqual([expect.stringMatching(/^signature:/)]);
  });

  it("verifies a chain whole: a witness's proof, then the issuer's over it; not with a link missing or swapped", async () => {
    const issuer = await didKey();
    const witness = await didKey();
    const first = await addProof(credentialOf(issuer.did), witness.key, { id: "urn:uuid:first-proof" });
    const chained = await addProof(first, issuer.key, { previousProof: "urn:uuid:first-proof" });
    expect(await checkCredential(chained, vcApi, now)).toMatchObject({ verified: true, errors: [] });

    // The issuer's proof was made over the witness's: without it, or naming another, it does not verify.
    const [witnessProof, issuerProof] = chained.proof as [Json, Json];
    expect((await checkCredential({ ...chained, proof: [issuerProof] }, vcApi, now)).verified).toBe(false);
    const renamed = { ...chained, proof: [witnessProof, { ...issuerProof, previousProof: "urn:uuid:other" }] };
    expect((await checkCredential(renamed, vcApi, now)).verified).toBe(false);
    const notString = { ...chained, proof: [witnessProof, { ...issuerProof, previousProof: 7 }] };
    expect((await checkCredential(notString, vcApi, now)).verified).toBe(false);

    // The witness alone is not the issuer; a second proof that does not verify fails the set.
    expect((await checkCredential({ ...chained, proof: [witnessProof] }, vcApi, now)).errors).toContainEqual(
      expect.stringMatching(/^issuer:/),
    );
    const broken = { ...chained, proof: [{ ...witnessProof, proofValue: `${witnessProof.proofValue}x` }, issuerProof] };
    expect((await checkCredential(broken, vcApi, now)).verified).toBe(false);
  });
});

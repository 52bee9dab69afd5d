import "server-only";
// Signing: a Data Integrity proof with the eddsa-rdfc-2022 cryptosuite (RDF canonicalisation, Ed25519), made by
// the maintained libraries, over our own documents only.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { issuerDid } from "./did";
import { listedKeys, signingKey } from "./keys";
import { buildDidDocument, createDocumentLoader, type DidDocument } from "./loader";
import { assertOpenBadgesSchema } from "./ob-schema";

/** Our DID document: every key that ever signed, the current one among them. */
export async function didDocument(): Promise<DidDocument> {
  return buildDidDocument(issuerDid(), await listedKeys());
}

export type Signer = (credential: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * A signer with the key and documents read up front, so signing itself touches no database (it runs inside the
 * transaction that stores what it signs).
 */
export async function credentialSigner(): Promise<Signer> {
  const keyPair = await signingKey();
  // Signing reads contexts only; the DID document here just completes the loader (no query for the key list).
  const documentLoader = createDocumentLoader({
    didDocument: buildDidDocument(issuerDid(), [keyPair.publicKeyMultibase]),
  });
  return (credential) =>
    vc.issue({
      credential,
      suite: new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 }),
      documentLoader,
    });
}

/**
 * The signer of a rep's Open Badges credentials: the document is checked against the Open Badges 3.0 schema before
 * it is signed (a failure is our bug, thrown, never signed), and the signed copy carries its proof in an array, the
 * only form the JSON schema takes, and is checked again. Wrapping the proof in an array after signing leaves the
 * signature valid: a Data Integrity proof never covers the `proof` property itself.
 */
export async function openBadgeSigner(): Promise<Signer> {
  const sign = await credentialSigner();
  return async (credential) => {
    assertOpenBadgesSchema(credential);
    const signed = withProofArray(await sign(credential));
    assertOpenBadgesSchema(signed);
    return signed;
  };
}

/** The document with its proof (one or several) as an array. */
export function withProofArray(document: Record<string, unknown>): Record<string, unknown> {
  const { proof } = document;
  if (proof === undefined || Array.isArray(proof)) return document;
  return { ...document, proof: [proof] };
}

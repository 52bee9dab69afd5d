import "server-only";
// Signing: a Data Integrity proof with the eddsa-rdfc-2022 cryptosuite (RDF canonicalisation, Ed25519), made by
// the maintained libraries, over our own documents only.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { issuerDid } from "./did";
import { listedKeys, signingKey } from "./keys";
import { buildDidDocument, createDocumentLoader, type DidDocument } from "./loader";

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

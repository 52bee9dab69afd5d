// Proof sets and chains (W3C Data Integrity), for the VC API's verifier: the libraries verify each proof of a set on
// its own, but a proof that names `previousProof` was made over the document with those earlier proofs in it, so they
// are put back before its hash; and a set may hold proofs by others than the issuer (a witness, an endorser), each
// checked against its own key, while the issuer check requires one proof by the issuer's key.
//
// No "server-only" here: the verify worker loads it.
import * as vc from "@digitalbazaar/vc";
import { cryptosuite as eddsaRdfc2022 } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";

type Proof = Record<string, unknown>;

/** The proofs `proof.previousProof` names (a string or a list of strings), each found in the set by its `id`. */
function previousProofs(proof: Proof, proofSet: readonly Proof[]): Proof[] {
  const { previousProof } = proof;
  if (previousProof === undefined) return [];
  const ids = typeof previousProof === "string" ? [previousProof] : previousProof;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === "string")) {
    throw new Error('"proof.previousProof" must be a string or a list of strings');
  }
  return ids.map((id) => {
    const found = proofSet.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`"proof.previousProof" names "${id}", which is no proof of this document`);
    // The set's copies carry the document's context, added by the library: the proof as it was signed has none.
    const { "@context": _context, ...previous } = found;
    return previous;
  });
}

type VerifyDataOptions = {
  document: Record<string, unknown>;
  proof: Proof;
  proofSet?: Proof[];
  documentLoader: unknown;
  dataIntegrityProof: {
    createVerifyData(options: { document: unknown; proof: Proof; documentLoader: unknown }): Promise<Uint8Array>;
  };
};

/**
 * eddsa-rdfc-2022 that verifies a proof of a chain over the document with its previous proofs in it; any other proof
 * exactly as the library does (the same hashes).
 */
export const chainedEddsaRdfc2022 = {
  ...(eddsaRdfc2022 as Record<string, unknown>),
  async createVerifyData({ document, proof, proofSet = [], documentLoader, dataIntegrityProof }: VerifyDataOptions) {
    const previous = previousProofs(proof, proofSet);
    const input = previous.length > 0 ? { ...document, proof: previous } : document;
    return dataIntegrityProof.createVerifyData({ document: input, proof, documentLoader });
  },
};

type Purpose = { validate(proof: Proof, options: Record<string, unknown>): Promise<{ valid: boolean }> };

/**
 * The assertion purpose without the "made by the issuer" rule of vc's CredentialIssuancePurpose: the proof must be
 * for `assertionMethod` and its key listed so by its own controller. The library's class for that is the parent of
 * CredentialIssuancePurpose (it is not exported on its own).
 */
const AssertionProofPurpose = Object.getPrototypeOf(vc.CredentialIssuancePurpose) as new () => Purpose;

export const anySignerAssertion = (): Purpose => new AssertionProofPurpose();

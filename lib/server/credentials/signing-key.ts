// Reads a Multikey secret (multibase, "z…") into an Ed25519 key pair. Two spellings of the same secret are taken:
// - the 32-byte seed alone (multicodec ed25519-priv 0x1300, then the seed: "z3u2…"), the canonical form the W3C
//   Data Integrity EdDSA suite defines and the Multikey library writes with `export({ canonicalize: true })`;
// - the seed followed by its 32-byte public key ("zr…"), what `npm run credentials:keygen` printed until now.
// No server-only import: the keygen script and the boot check use it too. The crypto is the Multikey library's own:
// the seed goes back through its generator; for the long form the result must print the same secret, so a mistyped
// or foreign key is refused instead of signing with something else.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { decodeMultibaseKey } from "./multibase-key";

export type KeyPair = Awaited<ReturnType<typeof Ed25519Multikey.generate>>;

const SEED_BYTES = 32;
const PUBLIC_KEY_BYTES = 32;

export class SigningKeyError extends Error {}

/** `variable` names the setting the secret came from, for the refusal's message. */
export async function keyPairFromSecret(
  secretKeyMultibase: string,
  controller: string,
  variable = "CREDENTIAL_SIGNING_KEY",
): Promise<KeyPair> {
  const invalid = () =>
    new SigningKeyError(`${variable} is not an Ed25519 Multikey secret (run: npm run credentials:keygen)`);
  const decoded = decodeMultibaseKey(secretKeyMultibase);
  const body = decoded?.key.length;
  if (decoded?.codec !== "ed25519-priv" || (body !== SEED_BYTES && body !== SEED_BYTES + PUBLIC_KEY_BYTES)) {
    throw invalid();
  }
  const seed = decoded.key.slice(0, SEED_BYTES);
  const keyPair = await Ed25519Multikey.generate({ seed, controller });
  // Any 32 bytes are a seed; with a public key attached, it must be the seed's own.
  if (body === SEED_BYTES) return keyPair;
  const exported = await keyPair.export({ publicKey: true, secretKey: true });
  if (exported.secretKeyMultibase !== secretKeyMultibase) throw invalid();
  return keyPair;
}

/**
 * A new key: its secret (what CREDENTIAL_SIGNING_KEY holds, in the canonical seed form) and its public half, both in
 * multibase.
 */
export async function generateSigningKey(): Promise<{ secretKeyMultibase: string; publicKeyMultibase: string }> {
  const keyPair = await Ed25519Multikey.generate();
  const exported = await keyPair.export({ publicKey: true, secretKey: true, canonicalize: true });
  return { secretKeyMultibase: exported.secretKeyMultibase!, publicKeyMultibase: exported.publicKeyMultibase };
}

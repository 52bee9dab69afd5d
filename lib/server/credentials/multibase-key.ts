// A key written as Multikey and did:key write it: base58btc multibase ("z…") of a multicodec prefix and the key
// bytes. The one decoder of the secret in CREDENTIAL_SIGNING_KEY, the public key of a did:key issuer and a wallet's
// did:key. No "server-only": the verify worker and the keygen script read keys too.
import { decode as base58Decode } from "base58-universal";

/** The multicodec prefixes (varint-encoded) of the keys we read. */
const CODECS = {
  "ed25519-pub": [0xed, 0x01],
  "ed25519-priv": [0x80, 0x26],
  "p256-pub": [0x80, 0x24],
} as const;

export type KeyCodec = keyof typeof CODECS;

/** The codec and the key bytes after it, or null for anything that is not base58btc or names another codec. */
export function decodeMultibaseKey(multibase: string): { codec: KeyCodec; key: Uint8Array } | null {
  if (!/^z[1-9A-HJ-NP-Za-km-z]+$/.test(multibase)) return null;
  const bytes: Uint8Array | undefined = base58Decode(multibase.slice(1));
  if (!(bytes instanceof Uint8Array)) return null;
  for (const [codec, prefix] of Object.entries(CODECS) as [KeyCodec, readonly number[]][]) {
    if (prefix.every((byte, i) => bytes[i] === byte)) return { codec, key: bytes.subarray(prefix.length) };
  }
  return null;
}

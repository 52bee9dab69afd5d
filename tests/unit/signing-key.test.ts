// CREDENTIAL_SIGNING_KEY in both Multikey spellings: the canonical 32-byte seed ("z3u2…", as the W3C Data Integrity
// EdDSA suite and the Multikey library's canonical export write it) and the seed with its public key attached
// ("zr…", what keygen printed before). Both name the same key; anything else is refused with one message.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { decode as base58Decode, encode as base58Encode } from "base58-universal";
import { loadEnv } from "@/lib/env";
import { generateSigningKey, keyPairFromSecret, SigningKeyError } from "@/lib/server/credentials/signing-key";

const controller = "did:web:quotaproof.example";
const REFUSAL = "CREDENTIAL_SIGNING_KEY is not an Ed25519 Multikey secret (run: npm run credentials:keygen)";

/** One fixed key, written both ways by the library itself. */
async function bothForms() {
  const seed = new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256);
  const keyPair = await Ed25519Multikey.generate({ seed, controller });
  const canonical = await keyPair.export({ publicKey: true, secretKey: true, canonicalize: true });
  const long = await keyPair.export({ publicKey: true, secretKey: true });
  return { seed: canonical.secretKeyMultibase!, long: long.secretKeyMultibase!, publicKey: long.publicKeyMultibase };
}

function multibase(bytes: Uint8Array): string {
  return "z" + base58Encode(bytes);
}

describe("keyPairFromSecret", () => {
  it("reads the canonical seed form (z3u2…) and today's long form (zr…) as the same key", async () => {
    const forms = await bothForms();
    expect(forms.seed).toMatch(/^z3u2/);
    expect(forms.seed).toHaveLength(48);
    expect(forms.long).toMatch(/^zr[u-w]/);
    expect(forms.long).toHaveLength(91);

    const fromSeed = await keyPairFromSecret(forms.seed, controller);
    const fromLong = await keyPairFromSecret(forms.long, controller);
    expect(fromSeed.publicKeyMultibase).toBe(forms.publicKey);
    expect(fromLong.publicKeyMultibase).toBe(forms.publicKey);

    // What one signs, the other's public half verifies.
    const data = new TextEncoder().encode("Q3 attainment 112%");
    const signature = await fromSeed.signer().sign({ data });
    expect(await fromLong.verifier().verify({ data, signature })).toBe(true);
    const other = await fromLong.signer().sign({ data });
    expect(await fromSeed.verifier().verify({ data, signature: other })).toBe(true);
  });

  it("makes new keys in the canonical seed form, which read back to the printed public key", async () => {
    const key = await generateSigningKey();
    expect(key.secretKeyMultibase).toMatch(/^z3u2[1-9A-HJ-NP-Za-km-z]{44}$/);
    expect((await keyPairFromSecret(key.secretKeyMultibase, controller)).publicKeyMultibase).toBe(
      key.publicKeyMultibase,
    );
  });

  it("refuses anything else with the same message", async () => {
    const forms = await bothForms();
    const seedBytes = base58Decode(forms.seed.slice(1));
    const longBytes = base58Decode(forms.long.slice(1));
    // The long form with a public key that is not the seed's own.
    const wrongPublic = longBytes.slice();
    wrongPublic[longBytes.length - 1] = longBytes[longBytes.length - 1]! ^ 1;
    // A seed one byte short or long, the public key's multibase, another codec's prefix, not base58 at all.
    const tooShort = seedBytes.slice(0, seedBytes.length - 1);
    const tooLong = new Uint8Array([...seedBytes, 0]);
    const otherCodec = seedBytes.slice();
    otherCodec[0] = 0xed;
    otherCodec[1] = 0x01;
    const refused = [
      multibase(wrongPublic),
      multibase(tooShort),
      multibase(tooLong),
      multibase(otherCodec),
      forms.publicKey,
      "z" + "0".repeat(47),
      forms.seed.slice(1),
      "",
    ];
    for (const secret of refused) {
      const attempt = keyPairFromSecret(secret, controller);
      await expect(attempt).rejects.toThrow(SigningKeyError);
      await expect(keyPairFromSecret(secret, controller)).rejects.toThrow(REFUSAL);
    }
  });
});

describe("CREDENTIAL_SIGNING_KEY in the environment", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40), APP_URL: "https://quotaproof.example" };

  it("takes both forms and refuses a value that is not a Multikey secret", async () => {
    const forms = await bothForms();
    expect(loadEnv({ ...production, CREDENTIAL_SIGNING_KEY: forms.seed }).CREDENTIAL_SIGNING_KEY).toBe(forms.seed);
    expect(loadEnv({ ...production, CREDENTIAL_SIGNING_KEY: forms.long }).CREDENTIAL_SIGNING_KEY).toBe(forms.long);
    expect(() => loadEnv({ ...production, CREDENTIAL_SIGNING_KEY: "z3u2short" })).toThrow(/Multikey secret/);
  });
});

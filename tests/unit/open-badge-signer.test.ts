// The signer of a rep's credentials: a document that breaks the Open Badges 3.0 schema is refused before any
// signature; a valid one comes back signed with its proof in an array, valid against the schema and verifiable.
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { credentialBody, quotaClaim } from "@/lib/server/credentials/content";
import { issuerDid } from "@/lib/server/credentials/did";
import { buildDidDocument } from "@/lib/server/credentials/loader";
import { openBadgesSchemaErrors, OpenBadgesSchemaError } from "@/lib/server/credentials/ob-schema";
import { openBadgeSigner } from "@/lib/server/credentials/sign";
import { checkCredential } from "@/lib/server/credentials/verify-checks";
import { exportSnapshot } from "../fixtures/export-snapshot";

const key = Ed25519Multikey.generate({ controller: issuerDid() });
// The key is read from the environment or the database in the app; here, one of the test's own.
jest.mock("@/lib/server/credentials/keys", () => ({ signingKey: () => key, listedKeys: async () => [] }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const body = (): Json =>
  credentialBody({
    id: "abc",
    claim: quotaClaim(exportSnapshot({ achievements: 1 }).quota.records[1]!, {
      fullName: "Zoë",
      email: "z@example.com",
    })!,
    issuer: issuerDid(),
    status: { listUrl: "http://localhost:3000/credentials/status/1", index: 1 },
  });

describe("openBadgeSigner", () => {
  it("signs a valid credential with its proof in an array, valid against the schema and verifiable", async () => {
    const signed = await (await openBadgeSigner())(body());
    expect(signed.proof).toEqual([expect.objectContaining({ cryptosuite: "eddsa-rdfc-2022" })]);
    expect(openBadgesSchemaErrors(signed)).toEqual([]);
    const did = issuerDid();
    const context = { did, didDocument: buildDidDocument(did, [(await key).publicKeyMultibase]), statusList: null };
    const result = await checkCredential(signed, context, new Date());
    // No status list in this test: every other check passes.
    expect(result.checks).toEqual(["signature", "issuer", "dates"]);
  });

  it("refuses, before signing, a credential that breaks the schema", async () => {
    const broken = body();
    delete broken.credentialSubject.achievement.criteria;
    const sign = jest.spyOn(await key, "signer");
    await expect((await openBadgeSigner())(broken)).rejects.toThrow(OpenBadgesSchemaError);
    expect(sign).not.toHaveBeenCalled();
  });
});

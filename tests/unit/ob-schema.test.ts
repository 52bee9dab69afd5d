// The Open Badges 3.0 schema check: every kind of credential the app builds passes it with no error, signed (proof as
// an array) too; documents that break the published schema are refused with the place they break it.
import {
  achievementClaim,
  credentialBody,
  quotaClaim,
  referenceClaim,
  type Claim,
} from "@/lib/server/credentials/content";
import {
  assertOpenBadgesSchema,
  OPEN_BADGES_CREDENTIAL_SCHEMA,
  openBadgesSchemaErrors,
  OpenBadgesSchemaError,
} from "@/lib/server/credentials/ob-schema";
import { exportSnapshot } from "../fixtures/export-snapshot";

const holder = { fullName: "Zoë Ångström", email: "zoe@example.com" };
const snapshot = exportSnapshot({ achievements: 3 });

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const built = (claim: Claim): Doc =>
  credentialBody({
    id: "abc",
    claim,
    issuer: "did:web:quotaproof.example",
    status: { listUrl: "https://quotaproof.example/credentials/status/1", index: 3 },
  });

const quota = () => built(quotaClaim(snapshot.quota.records[1]!, holder)!);

/** A Data Integrity proof as the signer adds it. */
const proof = {
  type: "DataIntegrityProof",
  created: "2026-03-07T10:00:00Z",
  verificationMethod: "did:web:quotaproof.example#z6MkExample",
  cryptosuite: "eddsa-rdfc-2022",
  proofPurpose: "assertionMethod",
  proofValue: "z3FXQjecWufY46yg5abdVZsXqLhxhueuSoZgNSARiKBk",
};

describe("the Open Badges 3.0 AchievementCredential schema", () => {
  it("passes every kind of credential the app builds (quota record, achievement, award, reference), with no error", () => {
    const award = achievementClaim(snapshot.achievements[0]!, holder)!;
    const claims = [
      quotaClaim(snapshot.quota.records[1]!, holder)!,
      achievementClaim(snapshot.achievements[0]!, holder)!,
      { ...award, achievementType: "Award" as const },
      referenceClaim(snapshot.references[0]!, holder)!,
    ];
    for (const claim of claims) {
      const document = built(claim);
      expect(document.credentialSchema).toEqual([OPEN_BADGES_CREDENTIAL_SCHEMA]);
      expect(openBadgesSchemaErrors(document)).toEqual([]);
      expect(openBadgesSchemaErrors({ ...document, proof: [proof] })).toEqual([]);
    }
  });

  it("refuses a document without an issuer, of the wrong type, or without a subject", () => {
    const { issuer: _issuer, ...noIssuer } = quota();
    expect(openBadgesSchemaErrors(noIssuer)).toContainEqual({
      path: "",
      message: "must have required property 'issuer'",
    });
    expect(openBadgesSchemaErrors({ ...quota(), type: ["VerifiableCredential"] })).toContainEqual(
      expect.objectContaining({ path: "/type" }),
    );
    const { credentialSubject: _subject, ...noSubject } = quota();
    expect(openBadgesSchemaErrors(noSubject)).not.toEqual([]);
  });

  it("refuses a proof or a credentialSchema given as a single object (the schema takes arrays only)", () => {
    expect(openBadgesSchemaErrors({ ...quota(), proof })).toContainEqual({ path: "/proof", message: "must be array" });
    expect(openBadgesSchemaErrors({ ...quota(), credentialSchema: OPEN_BADGES_CREDENTIAL_SCHEMA })).toContainEqual({
      path: "/credentialSchema",
      message: "must be array",
    });
  });

  it("refuses a credential without the Open Badges context, or with a validFrom that is not a date-time", () => {
    expect(openBadgesSchemaErrors({ ...quota(), "@context": ["https://www.w3.org/ns/credentials/v2"] })).not.toEqual(
      [],
    );
    const undated = quota();
    undated.validFrom = "March 7";
    expect(openBadgesSchemaErrors(undated)).toContainEqual(expect.objectContaining({ path: "/validFrom" }));
  });

  it("an achievement without its criteria is refused by the assertion used before signing", () => {
    const document = quota();
    delete document.credentialSubject.achievement.criteria;
    expect(() => assertOpenBadgesSchema(document)).toThrow(OpenBadgesSchemaError);
    expect(() => assertOpenBadgesSchema(document)).toThrow(/\/credentialSubject\/achievement/);
    expect(() => assertOpenBadgesSchema(quota())).not.toThrow();
  });
});

// Reading a credential file for people: what it claims, from any JSON without throwing, and the checks a file or a
// pasted text passes before it is sent for verification.
import {
  CREDENTIAL_FILE_EMPTY,
  CREDENTIAL_FILE_NOT_JSON,
  CREDENTIAL_FILE_NOT_OBJECT,
  CREDENTIAL_FILE_TOO_BIG,
  MAX_CREDENTIAL_FILE_BYTES,
  credentialClaims,
  parseCredentialText,
  utf8Bytes,
} from "@/lib/credential-document";

const credential = {
  "@context": ["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"],
  type: ["VerifiableCredential", "OpenBadgeCredential"],
  name: "Quota attainment: 125% in Q2 2025",
  description: "Zoë Ångström's verified quota result",
  validFrom: "2026-01-05T10:00:00Z",
  issuer: { id: "did:web:quotaproof.example", type: ["Profile"], name: "QuotaProof" },
  credentialSubject: {
    type: ["AchievementSubject"],
    achievement: {
      id: "urn:uuid:1",
      type: ["Achievement"],
      name: "Quota attainment",
      description: "125% of a $400K quota",
      criteria: { narrative: "Signed by Priya Shah, Regional VP, from example.com on Jan 5, 2026." },
      resultDescription: [
        { id: "urn:uuid:1#attainment", type: ["ResultDescription"], name: "Quota attainment", resultType: "Percent" },
        { id: "urn:uuid:1#period", type: ["ResultDescription"], name: "Period", resultType: "Status" },
      ],
    },
    result: [
      { type: ["Result"], resultDescription: "urn:uuid:1#attainment", value: "118.5" },
      { type: ["Result"], resultDescription: "urn:uuid:1#period", value: "Q2 2025" },
      { type: ["Result"], value: 7 },
      { type: ["Result"] },
    ],
  },
};

describe("credentialClaims", () => {
  it("reads the name, achievement, figures with their labels, narrative, issuer and dates", () => {
    expect(credentialClaims(credential)).toEqual({
      name: "Quota attainment: 125% in Q2 2025",
      description: "Zoë Ångström's verified quota result",
      achievementName: "Quota attainment",
      achievementDescription: "125% of a $400K quota",
      narrative: "Signed by Priya Shah, Regional VP, from example.com on Jan 5, 2026.",
      results: [
        { label: "Quota attainment", value: "118.5%" },
        { label: "Period", value: "Q2 2025" },
        { label: "Result", value: "7" },
      ],
      issuerId: "did:web:quotaproof.example",
      issuerName: "QuotaProof",
      validFrom: "2026-01-05T10:00:00Z",
      validUntil: null,
    });
  });

  it("takes an issuer given as a bare DID, a subject in an array and language maps", () => {
    const claims = credentialClaims({
      issuer: "did:web:example.com",
      name: { en: "Reference: Casey" },
      credentialSubject: [{ achievement: { name: "Reference", criteria: { narrative: "" } } }],
    });
    expect(claims.issuerId).toBe("did:web:example.com");
    expect(claims.issuerName).toBeNull();
    expect(claims.name).toBe("Reference: Casey");
    expect(claims.achievementName).toBe("Reference");
    expect(claims.narrative).toBeNull();
    expect(claims.results).toEqual([]);
  });

  it.each([null, 42, "text", [], [credential], { credentialSubject: "x", issuer: 5, name: ["a"] }])(
    "never throws on %p, and finds nothing in it",
    (input) => {
      const claims = credentialClaims(input);
      expect(claims.name).toBeNull();
      expect(claims.issuerId).toBeNull();
      expect(claims.results).toEqual([]);
    },
  );
});

describe("parseCredentialText", () => {
  it("accepts one JSON object", () => {
    const parsed = parseCredentialText(JSON.stringify(credential));
    expect(parsed).toEqual({ ok: true, json: credential });
  });

  it.each([
    ["", CREDENTIAL_FILE_EMPTY],
    ["   \n", CREDENTIAL_FILE_EMPTY],
    ["%PDF-1.7 not json", CREDENTIAL_FILE_NOT_JSON],
    ['{"name": "cut off"', CREDENTIAL_FILE_NOT_JSON],
    ["[1, 2]", CREDENTIAL_FILE_NOT_OBJECT],
    ['"a string"', CREDENTIAL_FILE_NOT_OBJECT],
    ["null", CREDENTIAL_FILE_NOT_OBJECT],
  ])("refuses %p with a message saying why", (text, message) => {
    expect(parseCredentialText(text)).toEqual({ ok: false, message });
  });

  it("refuses more than 16 KB, counted in UTF-8 bytes", () => {
    const padding = (bytes: number, char: string) => char.repeat(Math.floor(bytes / utf8Bytes(char)));
    const atLimit = `{"p":"${padding(MAX_CREDENTIAL_FILE_BYTES - 8, "a")}"}`;
    expect(utf8Bytes(atLimit)).toBeLessThanOrEqual(MAX_CREDENTIAL_FILE_BYTES);
    expect(parseCredentialText(atLimit).ok).toBe(true);
    // Under the limit in characters, over it in bytes: "Å" is two bytes.
    const wide = `{"p":"${padding(MAX_CREDENTIAL_FILE_BYTES, "Å")}"}`;
    expect(wide.length).toBeLessThan(MAX_CREDENTIAL_FILE_BYTES);
    expect(parseCredentialText(wide)).toEqual({ ok: false, message: CREDENTIAL_FILE_TOO_BIG });
  });
});

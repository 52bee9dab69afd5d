// What a credential says: the verification in words a stranger can check, the exact figure and period, and a claim
// hash that moves with anything the credential states (so a change revokes and reissues it).
import {
  achievementClaim,
  claimHash,
  credentialBody,
  quotaClaim,
  referenceClaim,
  verificationNarrative,
} from "@/lib/server/credentials/content";
import { exportSnapshot } from "../fixtures/export-snapshot";

const holder = { fullName: "Zoë Ångström", email: "Zoe@Example.com" };
const date = "2026-03-07T10:00:00.000Z";

describe("verificationNarrative", () => {
  it("names the signer, their title, the signing domain and the date of a manager e-signature", () => {
    expect(
      verificationNarrative({
        state: "verified",
        method: "manager_esign",
        date,
        signerName: "Jürgen Müller",
        signerTitle: "RVP Sales",
        domain: "acme.com",
      }),
    ).toBe(
      "Manager e-signature: Jürgen Müller (RVP Sales) signed these figures from an address at acme.com on Mar 7, 2026.",
    );
    expect(
      verificationNarrative({ state: "verified", method: "manager_esign", date, signerName: "Dana", reviewed: true }),
    ).toContain("A QuotaProof reviewer checked the signature before it counted.");
  });

  it("names the organisation and the manager of an attestation, and the organisation of an award when it is vetted", () => {
    expect(
      verificationNarrative({
        state: "verified",
        method: "org_attestation",
        date,
        signerName: "Bérénice Lefèvre",
        signerTitle: "Director",
        orgName: "Tailspin Toys",
      }),
    ).toBe(
      "Attested in QuotaProof by Bérénice Lefèvre (Director), the rep's manager at Tailspin Toys, on Mar 7, 2026.",
    );
    expect(verificationNarrative({ state: "verified", method: "org_award", date, orgName: null })).toBe(
      "Awarded by the rep's organisation through QuotaProof on Mar 7, 2026.",
    );
  });

  it("states the DKIM-checked e-mail's domain, figure and period, and what a reviewer checked", () => {
    expect(
      verificationNarrative({
        state: "verified",
        method: "email_dkim",
        date,
        domain: "acme.com",
        stated: { figure: "118%", period: "2025" },
      }),
    ).toBe(
      "E-mail from acme.com to the rep's confirmed work address, stating 118% for 2025, DKIM-verified: the message's DKIM signature was checked on Mar 7, 2026.",
    );
    expect(verificationNarrative({ state: "verified", method: "w2", date })).toBe(
      "W-2 / payroll document reviewed: a QuotaProof reviewer checked the proof and approved it on Mar 7, 2026.",
    );
  });
});

describe("claims", () => {
  const snapshot = exportSnapshot({ achievements: 3 });

  it("carries a quota record's exact attainment and period, and only for verified items", () => {
    const [pending, verified] = snapshot.quota.records;
    expect(quotaClaim(pending!, holder)).toBeNull();
    const claim = quotaClaim({ ...verified!, attainmentPercent: "118.50" }, holder)!;
    expect(claim).toMatchObject({
      name: "Quota attainment: 118.5% in Q2 2023",
      result: { percent: "118.5", period: "Q2 2023" },
    });
    expect(claim.narrative).toContain("Priya Shah");
    expect(achievementClaim(snapshot.achievements[1]!, holder)).toBeNull();
    expect(referenceClaim(snapshot.references[0]!, holder)).toMatchObject({
      name: "Reference from Sam Okafor, VP of Sales, Northwind Software",
    });
  });

  it("hashes everything it states: a figure, the item's name or the holder's name moves the hash", () => {
    const claim = quotaClaim(snapshot.quota.records[1]!, holder)!;
    const base = claimHash(claim);
    expect(claimHash({ ...claim })).toBe(base);
    expect(claimHash({ ...claim, result: { ...claim.result!, percent: "119" } })).not.toBe(base);
    expect(claimHash({ ...claim, name: `${claim.name} ` })).not.toBe(base);
    expect(claimHash({ ...claim, holder: { ...holder, fullName: "Zoe Angstrom" } })).not.toBe(base);
  });

  it("puts the holder's address only as a salted hash", () => {
    const claim = achievementClaim(snapshot.achievements[0]!, holder)!;
    const body = credentialBody({
      id: "abc",
      claim,
      issuer: "did:web:example.com",
      status: { listUrl: "https://example.com/credentials/status/1", index: 7 },
    });
    const text = JSON.stringify(body);
    expect(text.toLowerCase()).not.toContain("zoe@example.com");
    expect(body.credentialStatus).toEqual({
      id: "https://example.com/credentials/status/1#7",
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "7",
      statusListCredential: "https://example.com/credentials/status/1",
    });
  });
});

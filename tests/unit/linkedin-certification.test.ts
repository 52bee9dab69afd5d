import { credentialLinkedInUrl, linkedInAddCertificationUrl } from "@/lib/linkedin-certification";

describe("linkedInAddCertificationUrl", () => {
  it("fills LinkedIn's certification form, with the issue month in UTC", () => {
    const url = new URL(
      linkedInAddCertificationUrl({
        name: "Verified Quota Attainment",
        certUrl: "https://quotaproof.example/p/jane",
        certId: "jane",
        // Late on Jan 31 in New York is already February in UTC.
        issued: new Date("2026-02-01T03:00:00Z"),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Verified Quota Attainment",
      organizationName: "QuotaProof",
      issueYear: "2026",
      issueMonth: "2",
      certUrl: "https://quotaproof.example/p/jane",
      certId: "jane",
    });
  });
});

describe("credentialLinkedInUrl", () => {
  it("names the credential and points at its verify page, keeping non-ASCII names intact", () => {
    const url = new URL(
      credentialLinkedInUrl({
        id: "c_9xK2",
        name: "Président's Club 2025 – Zoë Ångström",
        verifyUrl: "https://quotaproof.example/verify/c_9xK2?from=linkedin&x=1",
        issuedAt: "2025-12-31T23:30:00.000Z",
      }),
    );
    expect(url.searchParams.get("name")).toBe("Président's Club 2025 – Zoë Ångström");
    expect(url.searchParams.get("certUrl")).toBe("https://quotaproof.example/verify/c_9xK2?from=linkedin&x=1");
    expect(url.searchParams.get("certId")).toBe("c_9xK2");
    expect(url.searchParams.get("organizationName")).toBe("QuotaProof");
    expect(url.searchParams.get("issueYear")).toBe("2025");
    expect(url.searchParams.get("issueMonth")).toBe("12");
  });
});

describe("the issuer's LinkedIn page", () => {
  it("names the organisation by its page id when one is configured, and by name otherwise", () => {
    const credential = {
      id: "c_9xK2",
      name: "Quota attainment: 118% in Q3 2025",
      verifyUrl: "https://quotaproof.example/verify/c_9xK2",
      issuedAt: "2025-10-02T09:00:00.000Z",
    };
    const withPage = new URL(credentialLinkedInUrl(credential, "90817263")).searchParams;
    expect(withPage.get("organizationId")).toBe("90817263");
    expect(withPage.has("organizationName")).toBe(false);
    expect(withPage.get("certId")).toBe("c_9xK2");
    expect(withPage.get("certUrl")).toBe("https://quotaproof.example/verify/c_9xK2");

    for (const unset of [undefined, null, ""]) {
      const withoutPage = new URL(credentialLinkedInUrl(credential, unset)).searchParams;
      expect(withoutPage.has("organizationId")).toBe(false);
      expect(withoutPage.get("organizationName")).toBe("QuotaProof");
    }
  });
});

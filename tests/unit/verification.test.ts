import {
  achievementVerification,
  quotaVerification,
  referenceVerification,
  verificationEvidence,
  verificationText,
} from "@/lib/verification";

const record = {
  isVerified: false,
  proofType: "none",
  reviewStatus: "none",
  reviewedAt: null,
  verifiedAt: null,
  signature: null,
};

describe("quotaVerification", () => {
  it("names the manager who signed, with title and the signing date", () => {
    const v = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "manager_esign",
      verifiedAt: "2026-02-01T10:00:00.000Z",
      signature: {
        status: "signed",
        signerName: "Priya Shah",
        signerTitle: "VP Sales",
        signedAt: "2026-01-31T09:00:00.000Z",
      },
    });
    expect(v).toEqual({
      state: "verified",
      method: "manager_esign",
      date: "2026-01-31T09:00:00.000Z",
      signerName: "Priya Shah",
      signerTitle: "VP Sales",
      domain: null,
    });
    expect(verificationText(v)).toBe("Verified · Manager e-signature · Priya Shah, VP Sales · Jan 31, 2026");
  });

  it("shows the domain the manager signed from, never the address, and opens its evidence", () => {
    const v = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "manager_esign",
      verifiedAt: "2026-02-01T10:00:00.000Z",
      signature: {
        status: "signed",
        signerName: "Priya Shah",
        signerTitle: "VP Sales",
        signedAt: "2026-01-31T09:00:00.000Z",
        signerDomain: "acme.com",
        signedFromRepDevice: false,
      },
    });
    expect(verificationText(v)).toBe("Verified · Manager e-signature · Priya Shah, VP Sales (acme.com) · Jan 31, 2026");
    if (v.state !== "verified") throw new Error("expected verified");
    const evidence = verificationEvidence(v);
    expect(evidence.facts).toEqual([
      { label: "Method", value: "Manager e-signature" },
      { label: "Signed by", value: "Priya Shah" },
      { label: "Title", value: "VP Sales" },
      { label: "Signed from", value: "acme.com" },
      { label: "Date", value: "Jan 31, 2026" },
    ]);
    expect(evidence.summary).toContain("at acme.com");
  });

  it("is not verified by a flag alone: a manager e-sign record needs its signature", () => {
    const v = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "manager_esign",
      verifiedAt: "2026-02-01T10:00:00.000Z",
    });
    expect(v.state).toBe("unverified");
  });

  it("says a DKIM-verified e-mail came from its domain, and a reviewed one was reviewed", () => {
    const check = {
      kind: "dkim" as const,
      result: "pass" as const,
      domain: "acme.com",
      checkedAt: "2026-03-01T00:00:00.000Z",
    };
    const dkim = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "email",
      verifiedAt: "2026-03-01T00:00:00.000Z",
      proofEvidence: check,
    });
    expect(verificationText(dkim)).toBe("Verified · E-mail from acme.com, DKIM-verified · Mar 1, 2026");
    const reviewed = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "email",
      reviewStatus: "approved",
      reviewedAt: "2026-03-02T00:00:00.000Z",
      verifiedAt: "2026-03-02T00:00:00.000Z",
      proofEvidence: { ...check, result: "fail" },
    });
    expect(verificationText(reviewed)).toBe("Verified · E-mail proof reviewed · Mar 2, 2026");
  });

  it("is pending while a proof waits for review or a signing request is out", () => {
    expect(quotaVerification({ ...record, proofType: "screenshot", reviewStatus: "pending" })).toEqual({
      state: "pending",
      method: "screenshot",
    });
    const sent = quotaVerification({
      ...record,
      proofType: "manager_esign",
      signature: { status: "sent", signerName: null, signerTitle: null, signedAt: null },
    });
    expect(verificationText(sent)).toBe("Pending verification");
  });

  it("is unverified without proof, after a rejection, and when a record marked verified has no method", () => {
    expect(quotaVerification(record)).toEqual({ state: "unverified" });
    expect(quotaVerification({ ...record, proofType: "email", reviewStatus: "rejected" })).toEqual({
      state: "unverified",
    });
    expect(quotaVerification({ ...record, isVerified: true, verifiedAt: "2026-01-01T00:00:00.000Z" })).toEqual({
      state: "unverified",
    });
  });

  it("uses the review date for an approved screenshot", () => {
    const v = quotaVerification({
      ...record,
      isVerified: true,
      proofType: "screenshot",
      reviewStatus: "approved",
      reviewedAt: "2026-03-07T12:00:00.000Z",
      verifiedAt: null,
    });
    expect(verificationText(v)).toBe("Verified · Dashboard screenshot reviewed · Mar 7, 2026");
  });
});

describe("achievements and references", () => {
  it("verifies an achievement by its approved proof review", () => {
    expect(
      verificationText(
        achievementVerification({ isVerified: true, reviewStatus: "approved", reviewedAt: "2026-05-02T00:00:00.000Z" }),
      ),
    ).toBe("Verified · Supporting document reviewed · May 2, 2026");
    expect(achievementVerification({ isVerified: false, reviewStatus: "pending", reviewedAt: null }).state).toBe(
      "pending",
    );
    expect(achievementVerification({ isVerified: false, reviewStatus: "none", reviewedAt: null }).state).toBe(
      "unverified",
    );
  });

  it("verifies a reference once they confirmed, pending while the link is out", () => {
    expect(
      verificationText(
        referenceVerification({
          isVerified: true,
          verifiedAt: "2026-04-02T00:00:00.000Z",
          confirmSentAt: "2026-04-01T00:00:00.000Z",
        }),
      ),
    ).toBe("Verified · Confirmed by the reference · Apr 2, 2026");
    expect(
      referenceVerification({ isVerified: false, verifiedAt: null, confirmSentAt: "2026-04-01T00:00:00.000Z" }).state,
    ).toBe("pending");
    expect(referenceVerification({ isVerified: false, verifiedAt: null, confirmSentAt: null }).state).toBe(
      "unverified",
    );
  });
});

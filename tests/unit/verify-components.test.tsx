// The credential check as a visitor meets it: the verdict and each check; the file check that refuses a bad file
// inline without sending it and shows the API's answer for a good one; and the shared page's badge that links a
// verified item to its verify page (only when the owner's plan shows badges).
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { VerificationStatus } from "@/components/share/verification-status";
import { CheckCredentialFile } from "@/components/verify/check-credential-file";
import { VerifyResultView } from "@/components/verify/verify-result";
import type { VerifyResult } from "@/lib/credentials";
import { CREDENTIAL_FILE_NOT_JSON, CREDENTIAL_FILE_TOO_BIG } from "@/lib/credential-document";
import type { Verification } from "@/lib/verification";

const passed = (check: VerifyResult["checks"][number], message: string) => ({ check, passed: true, message });

const VERIFIED: VerifyResult = {
  verified: true,
  revoked: false,
  issuer: "did:web:quotaproof.example",
  assurance: {
    level: 2,
    label: "Verified at acme.com",
    evidence: "E-signed by Dana Manager from a mailbox at acme.com",
  },
  checks: ["signature", "issuer", "status", "dates"],
  errors: [],
  results: [
    passed("signature", "The signature matches the credential."),
    passed("issuer", "Issued by QuotaProof (did:web:quotaproof.example)."),
    passed("status", "Not revoked."),
    passed("dates", "Valid since Jan 5, 2026."),
  ],
};

const REVOKED: VerifyResult = {
  ...VERIFIED,
  verified: false,
  revoked: true,
  checks: ["signature", "issuer", "dates"],
  errors: ["The issuer revoked this credential."],
  results: VERIFIED.results.map((entry) =>
    entry.check === "status" ? { ...entry, passed: false, message: "The issuer revoked this credential." } : entry,
  ),
};

const TAMPERED: VerifyResult = {
  ...VERIFIED,
  verified: false,
  checks: ["issuer", "status", "dates"],
  errors: ["The signature does not match: the credential was changed after it was signed."],
  results: VERIFIED.results.map((entry) =>
    entry.check === "signature"
      ? {
          ...entry,
          passed: false,
          message: "The signature does not match: the credential was changed after it was signed.",
        }
      : entry,
  ),
};

describe("VerifyResultView", () => {
  it("says Verified and lists each check as passed", () => {
    render(<VerifyResultView result={VERIFIED} />);
    expect(screen.getByTestId("verify-verdict")).toHaveAttribute("data-verdict", "verified");
    expect(screen.getByRole("heading", { level: 2, name: "Verified" })).toBeInTheDocument();
    const checks = within(screen.getByRole("list", { name: "Checks" })).getAllByRole("listitem");
    expect(checks.map((item) => item.textContent)).toEqual([
      "SignaturePassedThe signature matches the credential.",
      "IssuerPassedIssued by QuotaProof (did:web:quotaproof.example).",
      "StatusPassedNot revoked.",
      "DatesPassedValid since Jan 5, 2026.",
    ]);
    expect(screen.queryByRole("list", { name: "Reasons" })).toBeNull();
  });

  it("says Revoked, with the date and the reason", () => {
    render(<VerifyResultView result={REVOKED} revokedAt="2026-02-03T12:00:00Z" />);
    expect(screen.getByTestId("verify-verdict")).toHaveAttribute("data-verdict", "revoked");
    expect(screen.getByRole("heading", { name: "Revoked" })).toBeInTheDocument();
    expect(screen.getByText(/revoked it on Feb 3, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Reasons" })).toHaveTextContent("The issuer revoked this credential.");
    expect(screen.getByText("Status").parentElement?.parentElement).toHaveAttribute("data-passed", "false");
  });

  it("says Not verified with the failed check's reason", () => {
    render(<VerifyResultView result={TAMPERED} />);
    expect(screen.getByRole("heading", { name: "Not verified" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Reasons" })).toHaveTextContent("the credential was changed");
  });
});

describe("CheckCredentialFile", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  /** A picked file; jsdom's File has no text(), which browsers read it with. */
  const fileOf = (content: string, name: string, type = "application/json") => {
    const file = new File([content], name, { type });
    const text = jest.fn(async () => content);
    Object.defineProperty(file, "text", { value: text });
    return { file, text };
  };
  const answer = (result: VerifyResult) => ({ ok: true, status: 200, json: async () => result });
  const pick = (file: File) =>
    fireEvent.change(screen.getByLabelText("Credential file"), { target: { files: [file] } });

  it("refuses a file that is not JSON, inline, and sends nothing", async () => {
    render(<CheckCredentialFile />);
    await act(async () => pick(fileOf("%PDF-1.7", "award.pdf", "application/pdf").file));
    expect(await screen.findByRole("alert")).toHaveTextContent(CREDENTIAL_FILE_NOT_JSON);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a file over 16 KB without reading it", async () => {
    render(<CheckCredentialFile />);
    const { file: big, text } = fileOf("x".repeat(16 * 1024 + 1), "big.json");
    await act(async () => pick(big));
    expect(await screen.findByRole("alert")).toHaveTextContent(CREDENTIAL_FILE_TOO_BIG);
    expect(text).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a credential file as it is and shows the answer in the live region", async () => {
    fetchMock.mockResolvedValue(answer(TAMPERED));
    render(<CheckCredentialFile />);
    const json = JSON.stringify({ name: "Reference: Zoë Ångström", issuer: "did:web:quotaproof.example" });
    await act(async () => pick(fileOf(json, "quotaproof-credential-1.json").file));
    const live = screen.getByTestId("credential-check-result");
    expect(live).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(within(live).getByRole("heading", { name: "Not verified" })).toBeInTheDocument());
    expect(live).toHaveTextContent("Result for Reference: Zoë Ångström");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/credentials/verify");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(json);
  });

  it("checks a file dropped on the drop zone", async () => {
    fetchMock.mockResolvedValue(answer(VERIFIED));
    render(<CheckCredentialFile />);
    const zone = screen.getByText("Drop a credential file here").parentElement!;
    const { file } = fileOf('{"name":"Achievement: Zoë"}', "dropped.json");
    // What a browser's drop carries: the file in `files` and as a file item, and "Files" among the types.
    const dataTransfer = {
      files: [file],
      items: [{ kind: "file", type: file.type, getAsFile: () => file }],
      types: ["Files"],
    };
    await act(async () => fireEvent.drop(zone, { dataTransfer }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Verified" })).toBeInTheDocument());
    expect(screen.getByTestId("credential-check-result")).toHaveTextContent("Result for Achievement: Zoë");
  });

  it("checks pasted JSON, and flags pasted text that is not JSON on the text box", async () => {
    fetchMock.mockResolvedValue(answer(VERIFIED));
    render(<CheckCredentialFile />);
    const box = screen.getByLabelText("Or paste the credential's JSON");
    fireEvent.change(box, { target: { value: "not json" } });
    fireEvent.click(screen.getByRole("button", { name: "Check credential" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CREDENTIAL_FILE_NOT_JSON);
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '{"name":"Quota attainment"}' } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check credential" })));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Verified" })).toBeInTheDocument());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(box).not.toHaveAttribute("aria-invalid");
  });
});

describe("VerificationStatus on a shared page", () => {
  const verified: Verification = { state: "verified", method: "reference", date: "2026-01-05", domain: "example.com" };
  const credential = { id: "cred-1", verifyUrl: "https://quotaproof.example/verify/cred-1" };

  it("makes the badge a link to the verify page, outside the disclosure", () => {
    render(<VerificationStatus verification={verified} showBadge credential={credential} />);
    const link = screen.getByRole("link", { name: /Verify this credential/ });
    expect(link).toHaveAttribute("href", credential.verifyUrl);
    expect(link).toHaveTextContent("Verified");
    expect(link).toHaveAttribute("data-testid", "verified-badge");
    expect(link.closest("summary")).toBeNull();
    expect(document.querySelector("summary")).toHaveTextContent("How this was verified");
  });

  it("keeps the plain badge without a credential, and no badge or link on a Starter page", () => {
    const { rerender } = render(<VerificationStatus verification={verified} showBadge credential={null} />);
    expect(screen.getByTestId("verified-badge").tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<VerificationStatus verification={verified} showBadge={false} credential={credential} />);
    expect(screen.queryByTestId("verified-badge")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

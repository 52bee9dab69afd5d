// Who may sign a rep's figures: never the rep's own mailbox in disguise, never a free-mail or disposable address.
import { emailDomain, normalizedMailbox, sameMailbox } from "@/lib/email-address";
import { isPersonalOrDisposableAddress, isPersonalOrDisposableDomain } from "@/lib/server/email-domains";
import { assertManagerAddress, OWN_MAILBOX_MESSAGE, WORK_EMAIL_MESSAGE } from "@/lib/server/signing/manager-address";

describe("sameMailbox", () => {
  it.each([
    ["Jane.Doe+boss@gmail.com", "janedoe@gmail.com"],
    ["j.a.n.e.doe@googlemail.com", "JANEDOE@gmail.com"],
    ["jane+anything@acme.com", "Jane@ACME.com"],
    ["  jane@acme.com ", "jane@acme.com."],
  ])("%s reaches %s", (a, b) => {
    expect(sameMailbox(a, b)).toBe(true);
  });

  it("keeps dots outside Gmail and different people apart", () => {
    expect(sameMailbox("jane.doe@acme.com", "janedoe@acme.com")).toBe(false);
    expect(sameMailbox("jane@acme.com", "jane@acme.org")).toBe(false);
    expect(normalizedMailbox("A.B+c@GoogleMail.com")).toBe("ab@gmail.com");
    expect(emailDomain("Priya@Acme-Corp.COM")).toBe("acme-corp.com");
    expect(emailDomain("no-at-sign")).toBeNull();
  });
});

describe("free-mail and disposable domains", () => {
  it.each([
    "gmail.com",
    "yahoo.com",
    "outlook.com",
    "hotmail.com",
    "proton.me",
    "icloud.com",
    "mailinator.com",
    "yopmail.com",
    "10minutemail.com",
  ])("%s is refused", (domain) => {
    expect(isPersonalOrDisposableDomain(domain)).toBe(true);
  });

  it.each(["acme.com", "salesforce.com", "globex.io", "example.com", "acme.test", "corp.example"])(
    "%s is a company domain",
    (domain) => {
      expect(isPersonalOrDisposableDomain(domain)).toBe(false);
    },
  );

  it("covers subdomains and addresses without a domain", () => {
    expect(isPersonalOrDisposableDomain("eu.mailinator.com")).toBe(true);
    expect(isPersonalOrDisposableAddress("nobody")).toBe(true);
  });
});

describe("assertManagerAddress", () => {
  const refusal = (manager: string, rep: string) => {
    try {
      assertManagerAddress(manager, [rep]);
      return null;
    } catch (error) {
      return error as { status: number; fields: Record<string, string> };
    }
  };

  it("refuses the rep's own mailbox however it is written, on the managerEmail field", () => {
    const error = refusal("Rep.Name+boss@googlemail.com", "repname@gmail.com");
    expect(error?.status).toBe(422);
    expect(error?.fields.managerEmail).toBe(OWN_MAILBOX_MESSAGE);
    expect(refusal("REP+mgr@acme.com", "rep@acme.com")?.fields.managerEmail).toBe(OWN_MAILBOX_MESSAGE);
  });

  it("refuses free-mail and disposable managers with the work e-mail message", () => {
    expect(refusal("satya.nadella@gmail.com", "rep@acme.com")?.fields.managerEmail).toBe(WORK_EMAIL_MESSAGE);
    expect(refusal("boss@mailinator.com", "rep@acme.com")?.fields.managerEmail).toBe(WORK_EMAIL_MESSAGE);
    expect(WORK_EMAIL_MESSAGE).toContain("Use your manager's work e-mail");
  });

  it("refuses every mailbox that is the rep's: an earlier address or one they are moving to", () => {
    try {
      assertManagerAddress("jordan@old-employer.com", [
        "jordan@acme.com",
        "jordan@next-employer.com",
        "jordan@old-employer.com",
      ]);
      throw new Error("accepted");
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields.managerEmail).toBe(OWN_MAILBOX_MESSAGE);
    }
  });

  it("accepts a colleague at the rep's company", () => {
    expect(refusal("priya.shah@acme.com", "rep@acme.com")).toBeNull();
  });
});

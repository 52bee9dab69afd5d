// E-mail proofs checked by DKIM against a local key (an injected resolver: no network).
import { createHash, generateKeyPairSync } from "node:crypto";
// The typings describe one key at top level; the code reads the signatureData list the README documents.
import type { DKIMSignOptions } from "mailauth";
import { dkimSign } from "mailauth/lib/dkim/sign";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { ApiError } from "@/lib/server/errors";
import { checkEmailProof, type DnsResolver } from "@/lib/server/proof-check/dkim";
import { htmlToText } from "@/lib/server/proof-check/read-message";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const PUBLIC_TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

function resolverFor(domains: string[]): DnsResolver {
  return async (name, rrtype) => {
    const selectors = ["qp", "qp2"];
    if (rrtype === "TXT" && domains.some((d) => selectors.some((s) => name === `${s}._domainkey.${d}`)))
      return [[PUBLIC_TXT]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

type SigningOptions = { body?: string; extraHeaders?: string[]; maxBodyLength?: number; selectors?: string[] };

async function signedMessage(
  from: string,
  signingDomain: string,
  {
    body = "You closed Q3 at 125% of quota.",
    extraHeaders = [],
    maxBodyLength,
    selectors = ["qp"],
  }: SigningOptions = {},
): Promise<string> {
  const message = [
    `From: Priya Shah <${from}>`,
    "To: Rep <rep@acme-corp.com>",
    "Cc: =?utf-8?Q?Jos=C3=A9?= <Jose@Acme-Corp.com>",
    ...extraHeaders,
    "Subject: Your Q3 results",
    "Date: Mon, 2 Nov 2026 10:00:00 +0000",
    `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@${signingDomain}>`,
    "",
    body,
    "",
  ].join("\r\n");
  const { signatures } = await dkimSign(message, {
    signatureData: selectors.map((selector) => ({ signingDomain, selector, privateKey: PRIVATE_PEM, maxBodyLength })),
  } as unknown as DKIMSignOptions);
  // mailauth's signer makes about one signature in a few hundred that its verifier refuses: sign again then.
  const { results } = await dkimVerify(Buffer.from(signatures + message), {
    resolver: resolverFor([signingDomain]) as never,
  });
  if (!results?.every((r) => r.status?.result === "pass"))
    return signedMessage(from, signingDomain, { body, extraHeaders, maxBodyLength, selectors });
  return signatures + message;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("checkEmailProof", () => {
  it("passes a message signed by the sender's company domain", async () => {
    const result = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "acme-corp.com")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor(["acme-corp.com"]),
    });
    expect(result).toMatchObject({
      kind: "dkim",
      result: "pass",
      domain: "acme-corp.com",
      signingDomain: "acme-corp.com",
    });
  });

  it("fails a message altered after signing", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com");
    const result = await checkEmailProof(bytes(signed.replace("125%", "250%")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor(["acme-corp.com"]),
    });
    expect(result.result).toBe("fail");
    expect(result.detail).toMatch(/DKIM did not verify for acme-corp.com/);
  });

  it("fails a signature by another domain than the From: address", async () => {
    const result = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "attacker.net")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor(["attacker.net"]),
    });
    expect(result.result).toBe("fail");
  });

  it("fails when the key cannot be found (no DNS) and when there is no signature", async () => {
    const unsigned = "From: priya@acme-corp.com\r\nTo: rep@acme-corp.com\r\nSubject: Hi\r\n\r\nHello\r\n";
    const noKey = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "acme-corp.com")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor([]),
    });
    expect(noKey.result).toBe("fail");
    const none = await checkEmailProof(bytes(unsigned), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor([]),
    });
    expect(none).toMatchObject({ result: "fail", domain: "acme-corp.com" });
  });

  it("never auto-verifies the rep's own mailbox or a free-mail sender, even with a valid signature", async () => {
    const own = await checkEmailProof(bytes(await signedMessage("rep+me@acme-corp.com", "acme-corp.com")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor(["acme-corp.com"]),
    });
    expect(own).toMatchObject({ result: "fail", detail: "The e-mail was sent from the rep's own mailbox" });
    const gmail = await checkEmailProof(bytes(await signedMessage("boss@gmail.com", "gmail.com")), {
      ownMailboxes: ["rep@acme-corp.com"],
      resolver: resolverFor(["gmail.com"]),
    });
    expect(gmail.result).toBe("fail");
    expect(gmail.detail).toMatch(/free-mail or disposable/);
  });
});

describe("what the check keeps for the record", () => {
  const options = { ownMailboxes: ["rep@acme-corp.com"], resolver: resolverFor(["acme-corp.com"]) };

  it("keeps the recipients, the text and a key that unsigned header edits do not change", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com");
    const first = await checkEmailProof(bytes(signed), options);
    expect(first).toMatchObject({
      result: "pass",
      recipients: ["rep@acme-corp.com", "jose@acme-corp.com"],
      text: expect.stringContaining("125% of quota"),
    });
    expect(first.messageKey).toMatch(/^[0-9a-f]{64}$/);
    // A header the signature does not cover, added in front: still the same message.
    const edited = await checkEmailProof(bytes(`X-Forwarded-By: someone\r\n${signed}`), options);
    expect(edited).toMatchObject({ result: "pass", messageKey: first.messageKey });
    // A newly signed message with the same text is another message.
    const again = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "acme-corp.com")), options);
    expect(again.messageKey).not.toBe(first.messageKey);
  });

  it("keys an unsigned message by its bytes", async () => {
    const unsigned = "From: priya@acme-corp.com\r\nTo: rep@acme-corp.com\r\n\r\nHello\r\n";
    const a = await checkEmailProof(bytes(unsigned), options);
    const b = await checkEmailProof(bytes(unsigned.replace("Hello", "Hello!")), options);
    expect(a.messageKey).toBe(createHash("sha256").update(unsigned).digest("hex"));
    expect(a.messageKey).not.toBe(b.messageKey);
  });

  it("keys a signed message by its decoded signature: b= re-encoded is the same message", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com");
    const first = await checkEmailProof(bytes(signed), options);
    const headerEnd = signed.indexOf("\r\nFrom:");
    const b = /([ \t;]b=)([^;]*)$/.exec(signed.slice(0, headerEnd))!;
    const value = b[2]!.replace(/\s+/g, "");
    const withB = (v: string) => signed.slice(0, b.index) + b[1] + v + signed.slice(headerEnd);
    for (const variant of [value.replace(/=+$/, ""), value.replace(/(.{20})/g, "$1\r\n\t"), `.${value}`]) {
      const result = await checkEmailProof(bytes(withB(variant)), options);
      expect(result).toMatchObject({ result: "pass", messageKey: first.messageKey });
    }
  });

  it("keeps the key of every aligned signature that passed", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com", { selectors: ["qp", "qp2"] });
    const both = await checkEmailProof(bytes(signed), options);
    expect(both.messageKeys).toHaveLength(2);
    const secondOnly = signed.slice(signed.indexOf("\r\nDKIM-Signature:") + 2);
    const second = await checkEmailProof(bytes(secondOnly), options);
    expect(second.messageKeys).toHaveLength(1);
    expect(both.messageKeys).toContain(second.messageKey);
  });

  it("reads the recipients only from the To:/Cc: headers the signature covers", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com");
    const recipients = ["rep@acme-corp.com", "jose@acme-corp.com"];
    expect(await checkEmailProof(bytes(signed), options)).toMatchObject({
      recipients,
      signedCoverage: { recipients: null, body: null },
    });
    for (const added of ["To: bob@acme-corp.com", "Cc: bob@acme-corp.com", "to :Bob <bob@acme-corp.com>"]) {
      const result = await checkEmailProof(bytes(`${added}\r\n${signed}`), options);
      expect(result).toMatchObject({ result: "pass", recipients });
      expect(result.signedCoverage?.recipients).toMatch(/has 2 (To|Cc): headers and its DKIM signature covers 1/);
    }
  });

  it("counts a header listed twice in h= as covering two instances", async () => {
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com", {
      extraHeaders: ["To: second@acme-corp.com"],
    });
    expect(signed.slice(0, signed.indexOf("\r\nFrom:"))).toMatch(/h=[^;]*To:[^;]*To/);
    expect(await checkEmailProof(bytes(signed), options)).toMatchObject({
      recipients: ["rep@acme-corp.com", "jose@acme-corp.com", "second@acme-corp.com"],
      signedCoverage: { recipients: null },
    });
    const third = await checkEmailProof(bytes(`To: bob@acme-corp.com\r\n${signed}`), options);
    expect(third.recipients).not.toContain("bob@acme-corp.com");
    expect(third.signedCoverage?.recipients).toMatch(/has 3 To: headers and its DKIM signature covers 2/);
  });

  it("does not trust the text of a signature limited to part of the body (l=)", async () => {
    const body = "Your statement is attached.";
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com", {
      body,
      maxBodyLength: Buffer.byteLength(`${body}\r\n`),
    });
    const appended = await checkEmailProof(bytes(`${signed}You closed Q3 2025 at 187% of quota.\r\n`), options);
    expect(appended).toMatchObject({ result: "pass", text: expect.stringContaining("187%") });
    expect(appended.signedCoverage?.body).toMatch(/l=/);
  });

  it("reads the text of an HTML-only, quoted-printable message", async () => {
    const html =
      "<html><head><style>p{}</style></head><body><p>You closed <b>Q3 2025</b> at 118=\r\n%</p></body></html>";
    const message = [
      "From: priya@acme-corp.com",
      "To: rep@acme-corp.com",
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      html,
      "--b1--",
      "",
    ].join("\r\n");
    const result = await checkEmailProof(bytes(message), options);
    expect(result.text).toContain("You closed Q3 2025 at 118%");
    expect(result.text).not.toContain("p{}");
  });

  it("keeps the cells of a table row on one line, and each row on a line of its own", () => {
    const html = [
      "<p>Q3 2025 results</p><table>",
      "<tr><td>Alice Smith</td><td>187%</td></tr>",
      "<tr>\n  <td><p>Bob</p><p>Jones</p></td>\n  <td>Q3<br>2025</td>\n  <td><div>96%</div></td>",
      "<tr><td>Carol King</td><td>101%</td>",
      "</table>",
    ].join("\n");
    const lines = htmlToText(html)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(lines).toEqual(["Q3 2025 results", "Alice Smith 187%", "Bob Jones Q3 2025 96%", "Carol King 101%"]);
  });

  it("refuses a message over 5 MB (413) and one with more than 10 signatures (422) before any check", async () => {
    const resolver = jest.fn(resolverFor(["acme-corp.com"]));
    const big = "From: priya@acme-corp.com\r\n\r\n" + "x".repeat(5 * 1024 * 1024);
    await expect(checkEmailProof(bytes(big), { ...options, resolver })).rejects.toMatchObject({ status: 413 });
    const signed = await signedMessage("priya@acme-corp.com", "acme-corp.com");
    const signature = signed.slice(0, signed.indexOf("From:"));
    const many = signature.repeat(11) + signed.slice(signed.indexOf("From:"));
    const refused = checkEmailProof(bytes(many), { ...options, resolver });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(resolver).not.toHaveBeenCalled();
    // Ten are allowed.
    const ten = signature.repeat(10) + signed.slice(signed.indexOf("From:"));
    expect((await checkEmailProof(bytes(ten), options)).result).toBe("pass");
  });
});

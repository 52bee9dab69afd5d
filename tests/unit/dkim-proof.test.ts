// E-mail proofs checked by DKIM against a local key (an injected resolver: no network).
import { generateKeyPairSync } from "node:crypto";
// The typings describe one key at top level; the code reads the signatureData list the README documents.
import type { DKIMSignOptions } from "mailauth";
import { dkimSign } from "mailauth/lib/dkim/sign";
import { checkEmailProof, type DnsResolver } from "@/lib/server/proof-check/dkim";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const PUBLIC_TXT = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

function resolverFor(domains: string[]): DnsResolver {
  return async (name, rrtype) => {
    if (rrtype === "TXT" && domains.some((d) => name === `qp._domainkey.${d}`)) return [[PUBLIC_TXT]];
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
}

async function signedMessage(from: string, signingDomain: string, body = "You closed Q3 at 125% of quota.") {
  const message = [
    `From: Priya Shah <${from}>`,
    "To: rep@acme-corp.com",
    "Subject: Your Q3 results",
    "Date: Mon, 2 Nov 2026 10:00:00 +0000",
    `Message-ID: <${Date.now()}@${signingDomain}>`,
    "",
    body,
    "",
  ].join("\r\n");
  const { signatures } = await dkimSign(message, {
    signatureData: [{ signingDomain, selector: "qp", privateKey: PRIVATE_PEM }],
  } as unknown as DKIMSignOptions);
  return signatures + message;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("checkEmailProof", () => {
  it("passes a message signed by the sender's company domain", async () => {
    const result = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "acme-corp.com")), {
      repEmail: "rep@acme-corp.com",
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
      repEmail: "rep@acme-corp.com",
      resolver: resolverFor(["acme-corp.com"]),
    });
    expect(result.result).toBe("fail");
    expect(result.detail).toMatch(/DKIM did not verify for acme-corp.com/);
  });

  it("fails a signature by another domain than the From: address", async () => {
    const result = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "attacker.net")), {
      repEmail: "rep@acme-corp.com",
      resolver: resolverFor(["attacker.net"]),
    });
    expect(result.result).toBe("fail");
  });

  it("fails when the key cannot be found (no DNS) and when there is no signature", async () => {
    const unsigned = "From: priya@acme-corp.com\r\nTo: rep@acme-corp.com\r\nSubject: Hi\r\n\r\nHello\r\n";
    const noKey = await checkEmailProof(bytes(await signedMessage("priya@acme-corp.com", "acme-corp.com")), {
      repEmail: "rep@acme-corp.com",
      resolver: resolverFor([]),
    });
    expect(noKey.result).toBe("fail");
    const none = await checkEmailProof(bytes(unsigned), { repEmail: "rep@acme-corp.com", resolver: resolverFor([]) });
    expect(none).toMatchObject({ result: "fail", domain: "acme-corp.com" });
  });

  it("never auto-verifies the rep's own mailbox or a free-mail sender, even with a valid signature", async () => {
    const own = await checkEmailProof(bytes(await signedMessage("rep+me@acme-corp.com", "acme-corp.com")), {
      repEmail: "rep@acme-corp.com",
      resolver: resolverFor(["acme-corp.com"]),
    });
    expect(own).toMatchObject({ result: "fail", detail: "The e-mail was sent from the rep's own mailbox" });
    const gmail = await checkEmailProof(bytes(await signedMessage("boss@gmail.com", "gmail.com")), {
      repEmail: "rep@acme-corp.com",
      resolver: resolverFor(["gmail.com"]),
    });
    expect(gmail.result).toBe("fail");
    expect(gmail.detail).toMatch(/free-mail or disposable/);
  });
});

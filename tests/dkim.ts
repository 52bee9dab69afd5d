// E-mails signed with the test run's DKIM key (playwright.config.ts makes it; the server under test answers its
// public half for acme-corp.test and gmail.com instead of asking DNS).
// The typings describe one key at top level; the code reads the signatureData list the README documents.
import type { DKIMSignOptions } from "mailauth";
import { dkimSign } from "mailauth/lib/dkim/sign.js";

export const DKIM_COMPANY_DOMAIN = "acme-corp.test";

/** An .eml from `from`, signed by `signingDomain` (selector "qp") with the run's key. */
export async function dkimSignedEmail(
  from: string,
  body: string,
  signingDomain = from.split("@")[1]!,
): Promise<Buffer> {
  const privateKey = process.env.QP_TEST_DKIM_PRIVATE_KEY;
  if (!privateKey) throw new Error("QP_TEST_DKIM_PRIVATE_KEY is set by playwright.config.ts");
  const message = [
    `From: Priya Shah <${from}>`,
    "To: rep@acme-corp.test",
    "Subject: Your quota results",
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@${signingDomain}>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
  const { signatures } = await dkimSign(message, {
    signatureData: [{ signingDomain, selector: "qp", privateKey }],
  } as unknown as DKIMSignOptions);
  return Buffer.from(signatures + message);
}

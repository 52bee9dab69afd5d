// E-mails signed with the test run's DKIM key (playwright.config.ts makes it; the server under test answers its
// public half for the DKIM_TEST_DOMAINS there instead of asking DNS).
// The typings describe one key at top level; the code reads the signatureData list the README documents.
import type { DKIMSignOptions } from "mailauth";
import { dkimSign } from "mailauth/lib/dkim/sign.js";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";

export const DKIM_COMPANY_DOMAIN = "acme-corp.test";
/** Another company with a published key: a stranger to the reps of the tests (e.g. a notification service). */
export const DKIM_STRANGER_DOMAIN = "othercorp.test";

export type SignedEmailOptions = {
  /** d= (default: the From: domain). */
  signingDomain?: string;
  /** The To: header (default rep@acme-corp.test). */
  to?: string;
  cc?: string;
  subject?: string;
  /** The body is HTML (Content-Type: text/html) instead of plain text. */
  html?: boolean;
  /** Sign only the first this many bytes of the body (the l= tag). */
  bodyLength?: number;
  /** Signed twice by the signing domain (relaxed and simple canonicalization), as some mail systems do. */
  twoSignatures?: boolean;
};

/** An .eml from `from`, signed by `signingDomain` (selector "qp") with the run's key. */
export async function dkimSignedEmail(
  from: string,
  body: string,
  options: SignedEmailOptions | string = {},
): Promise<Buffer> {
  const {
    signingDomain = from.split("@")[1]!,
    to = "rep@acme-corp.test",
    cc,
    subject,
    html = false,
    bodyLength,
    twoSignatures = false,
  } = typeof options === "string" ? { signingDomain: options } : options;
  const privateKey = process.env.QP_TEST_DKIM_PRIVATE_KEY;
  if (!privateKey) throw new Error("QP_TEST_DKIM_PRIVATE_KEY is set by playwright.config.ts");
  // About one signature in a few hundred made by mailauth's signer does not verify with its own verifier, whatever
  // the message (a quirk of the library): sign again, with a new Message-ID, until it does.
  for (let attempt = 1; ; attempt++) {
    const message = [
      `From: Priya Shah <${from}>`,
      `To: ${to}`,
      ...(cc ? [`Cc: ${cc}`] : []),
      `Subject: ${subject ?? "Your quota results"}`,
      `Date: ${new Date().toUTCString()}`,
      `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@${signingDomain}>`,
      `Content-Type: text/${html ? "html" : "plain"}; charset=utf-8`,
      "",
      body,
      "",
    ].join("\r\n");
    const signature = { signingDomain, selector: "qp", privateKey, maxBodyLength: bodyLength };
    const { signatures } = await dkimSign(message, {
      signatureData: twoSignatures ? [signature, { ...signature, canonicalization: "simple/simple" }] : [signature],
    } as unknown as DKIMSignOptions);
    const signed = Buffer.from(signatures + message);
    if (attempt >= 5 || (await verifiesLocally(signed))) return signed;
  }
}

async function verifiesLocally(message: Buffer): Promise<boolean> {
  const publicTxt = process.env.QP_TEST_DKIM_PUBLIC_TXT;
  if (!publicTxt) return true;
  const { results } = await dkimVerify(message, {
    resolver: (async () => [[publicTxt]]) as never,
  });
  return (results ?? []).every((r) => r.status?.result === "pass");
}

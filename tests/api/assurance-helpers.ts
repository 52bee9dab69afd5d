// The reference confirmation token mailed to a reference, for the assurance tests.
import type { APIRequestContext } from "@playwright/test";
import { waitForMail } from "../outbox";

export async function confirmationLink(api: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(api, email, "listed you as a reference");
  const match = /\/confirm-reference\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in:\n${mail.text}`);
  return match[1]!;
}

// Reading the app's e-mails in tests: the local outbox at /dev/outbox/messages (DEV_OUTBOX=true on the test server).
import { expect, type APIRequestContext } from "@playwright/test";

export type OutboxMessage = { id: number; to: string; subject: string; text: string; html: string; status: string };

/** Waits for a message to `to` whose subject contains `subjectPart`, newest first. */
export async function waitForMail(api: APIRequestContext, to: string, subjectPart: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/dev/outbox/messages?to=${encodeURIComponent(to)}`);
        expect(response.status(), "the outbox must be readable (DEV_OUTBOX=true)").toBe(200);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((m) => m.subject.includes(subjectPart));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The signing path (/sign/<token>) of a signature request e-mail, checked in both parts. */
export function signingPath(mail: Pick<OutboxMessage, "text" | "html">): string {
  const match = /\/sign\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no signing link in:\n${mail.text}`);
  expect(mail.html).toContain(`/sign/${match[1]}`);
  return `/sign/${match[1]}`;
}

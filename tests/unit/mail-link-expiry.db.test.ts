// Expired links leave the outbox: the mail job's pass over a real embedded database takes the token out of the copy
// of each message whose link expired, and leaves the copies whose link still works whole.
import "./temp-database";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { mailOutbox, users } from "@/lib/server/db/schema";
import { sendAccountLink } from "@/lib/server/data/account-links";
import { retireExpiredLinks } from "@/lib/server/mail";
import { LINK_GONE } from "@/lib/server/mail/redact";

jest.setTimeout(120_000);

const TOKEN = /\/(reset-password|verify-email)\/([A-Za-z0-9_-]{43})/;
const HOUR = 3_600_000;

async function copies(userId: number) {
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
  const of = (page: string) => rows.find((row) => row.text.includes(page) || row.subject.includes(page));
  return { rows, of };
}

it("takes the token out of each copy whose link expired, and only those", async () => {
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({ username: "expiry", email: "expiry@example.com", passwordHash: "x", fullName: "Ex Piry" })
    .returning({ id: users.id, fullName: users.fullName });
  await db.transaction(async (tx) => {
    await sendAccountLink(tx, user!, "password-reset", "expiry@example.com");
    await sendAccountLink(tx, user!, "verify-email", "expiry@example.com");
  });
  const sent = await copies(user!.id);
  expect(sent.rows).toHaveLength(2);
  const resetToken = TOKEN.exec(sent.of("/reset-password/")!.text)![2]!;
  const confirmToken = TOKEN.exec(sent.of("/verify-email/")!.text)![2]!;

  // Nothing expired yet.
  expect(await retireExpiredLinks(new Date())).toBe(0);

  // Two hours on: the reset link (one hour) has expired, the confirmation (48 hours) has not.
  expect(await retireExpiredLinks(new Date(Date.now() + 2 * HOUR))).toBe(1);
  let now = await copies(user!.id);
  const reset = now.rows.find((row) => row.id === sent.of("/reset-password/")!.id)!;
  expect(reset.text).not.toContain(resetToken);
  expect(reset.html).not.toContain(resetToken);
  expect(reset.text).toContain(LINK_GONE);
  expect(reset).toMatchObject({ linkHash: null, linkExpiresAt: null });
  const confirm = now.rows.find((row) => row.id === sent.of("/verify-email/")!.id)!;
  expect(confirm.text).toContain(confirmToken);
  expect(confirm.html).toContain(confirmToken);
  expect(confirm.linkHash).toEqual(expect.any(String));

  // Two days on, the confirmation too; a pass after that has nothing left to do.
  expect(await retireExpiredLinks(new Date(Date.now() + 49 * HOUR))).toBe(1);
  now = await copies(user!.id);
  for (const row of now.rows) {
    expect(row.text).not.toMatch(TOKEN);
    expect(row.html).not.toMatch(TOKEN);
  }
  expect(await retireExpiredLinks(new Date(Date.now() + 49 * HOUR))).toBe(0);
});

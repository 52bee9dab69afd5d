// No message goes out twice: the claim every sender takes before sending (the long-lived worker, a cron call, the
// delivery right after a request), raced on a real embedded database with the app's migrations.
import "./temp-database";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { mailOutbox } from "@/lib/server/db/schema";
import { claimMail, LEASE_MS } from "@/lib/server/mail/claim";

jest.setTimeout(120_000);

const now = new Date();

async function queue(n: number, values: Partial<typeof mailOutbox.$inferInsert> = {}): Promise<number[]> {
  const rows = await (
    await getDb()
  )
    .insert(mailOutbox)
    .values(
      Array.from({ length: n }, (_, i) => ({
        toAddress: `to-${i}@example.com`,
        subject: "s",
        text: "t",
        html: "h",
        nextAttemptAt: now,
        ...values,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

const attemptsOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await (
        await getDb()
      )
        .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids))
    ).map((r) => [r.id, r.attempts]),
  );

test("senders racing for the same messages each get different ones, and every due message is taken once", async () => {
  const db = await getDb();
  const ids = await queue(6);
  // Three requests' deliveries and two workers, all at once, over overlapping messages.
  const batches = await Promise.all([
    claimMail(db, { ids: ids.slice(0, 3), limit: 3, now }),
    claimMail(db, { ids: ids.slice(1, 4), limit: 3, now }),
    claimMail(db, { ids: [ids[0]!], limit: 1, now }),
    claimMail(db, { limit: 10, now }),
    claimMail(db, { limit: 2, now }),
  ]);
  const claimed = batches.flat().map((m) => m.id);
  expect(new Set(claimed).size).toBe(claimed.length);
  expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  expect(Object.values(await attemptsOf(ids))).toEqual([1, 1, 1, 1, 1, 1]);
});

test("a claimed message stays with its sender until the lease runs out, then counts one attempt more", async () => {
  const db = await getDb();
  const ids = await queue(2);
  expect(await claimMail(db, { ids, limit: 2, now })).toHaveLength(2);
  expect(await claimMail(db, { ids, limit: 2, now })).toEqual([]);
  expect(await claimMail(db, { limit: 10, now })).toEqual([]);
  // The sender died mid-send: once the lease is over the message is claimable again.
  const reclaimed = await claimMail(db, { ids, limit: 2, now: new Date(now.getTime() + LEASE_MS + 1_000) });
  expect(reclaimed.map((m) => [m.id, m.attempts])).toEqual(ids.map((id) => [id, 2]));
});

test("a sent message, one not due yet, an unknown one (its transaction rolled back) and no ids are never claimed", async () => {
  const db = await getDb();
  const [sent] = await queue(1, { status: "sent" });
  const [later] = await queue(1, { nextAttemptAt: new Date(now.getTime() + 60_000) });
  expect(await claimMail(db, { ids: [sent!, later!, 999_999], limit: 3, now })).toEqual([]);
  expect(await claimMail(db, { ids: [], limit: 1, now })).toEqual([]);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, later!));
  expect(row!.attempts).toBe(0);
});

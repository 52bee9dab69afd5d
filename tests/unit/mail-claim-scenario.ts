// Run by mail-claim.test.ts in a child process (Jest cannot start PGlite's WASM): the outbox claim on a real
// embedded database with the app's migrations, as several senders would race for the same messages.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Db } from "@/lib/server/db/client";
import * as schema from "@/lib/server/db/schema";
import { claimMail, LEASE_MS } from "@/lib/server/mail/claim";

const { mailOutbox } = schema;

async function main() {
  const client = await PGlite.create();
  const db = drizzle(client, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: path.join(process.cwd(), "drizzle") });
  const now = new Date();
  const queue = (n: number, values: Partial<typeof mailOutbox.$inferInsert> = {}) =>
    db
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
      .returning({ id: mailOutbox.id })
      .then((rows) => rows.map((r) => r.id));

  const ids = await queue(6);
  const [sent] = await queue(1, { status: "sent" });
  const [later] = await queue(1, { nextAttemptAt: new Date(now.getTime() + 60_000) });

  // Three requests' deliveries and two workers, all at once, over overlapping messages.
  const racers = await Promise.all([
    claimMail(db, { ids: ids.slice(0, 3), limit: 3, now }),
    claimMail(db, { ids: ids.slice(1, 4), limit: 3, now }),
    claimMail(db, { ids: [ids[0]!, sent!, later!], limit: 3, now }),
    claimMail(db, { limit: 10, now }),
    claimMail(db, { limit: 2, now }),
  ]);
  const claimedIds = racers.map((batch) => batch.map((m) => m.id));
  // Right after: every message is leased, so nobody gets any again.
  const again = await Promise.all([claimMail(db, { limit: 10, now }), claimMail(db, { ids, limit: 6, now })]);
  // A sender that dies mid-send leaves its lease to run out: then the message is claimable again, one attempt more.
  const afterLease = new Date(now.getTime() + LEASE_MS + 1_000);
  const reclaimed = await claimMail(db, { ids: ids.slice(0, 2), limit: 2, now: afterLease });
  const unknown = await claimMail(db, { ids: [999_999], limit: 1, now });
  const none = await claimMail(db, { ids: [], limit: 1, now });
  const attempts = await db
    .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids));
  const [sentRow] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, sent!));
  const [laterRow] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, later!));
  console.log(
    JSON.stringify({
      ids,
      claimedIds,
      again: again.map((batch) => batch.length),
      reclaimed: reclaimed.map((m) => ({ id: m.id, attempts: m.attempts })),
      unknown: unknown.length,
      none: none.length,
      attempts,
      untouched: [sentRow!.attempts, laterRow!.attempts],
    }),
  );
  await client.close();
}

void main();

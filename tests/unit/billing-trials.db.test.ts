// One free trial per mailbox and per card, on a real embedded database: the first subscription to claim a mailbox or
// a card keeps its trial, any other is a repeat; a checkout offers no trial to a mailbox in disguise; only hashes are
// stored; and the migration's record of the trials given before agrees with the app's mailbox rule.
import "./temp-database";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { billingAccounts, billingTrials, users } from "@/lib/server/db/schema";
import { claimTrial, trialOffered } from "@/lib/server/billing/trials";

jest.setTimeout(120_000);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
let n = 0;

/** An account; `legacy` for one made before Gmail's variants counted as one mailbox (so two can share one). */
async function user(email: string, trialUsed?: boolean, legacy = false): Promise<number> {
  const db = await getDb();
  n += 1;
  const [row] = await db
    .insert(users)
    .values({ username: `trial${n}`, email, passwordHash: "x", fullName: `Trial ${n}`, legacySharedMailbox: legacy })
    .returning({ id: users.id });
  if (trialUsed !== undefined) await db.insert(billingAccounts).values({ userId: row!.id, trialUsed });
  return row!.id;
}

it("a mailbox or a card keeps its first trial; any other subscription on it is a repeat", async () => {
  const db = await getDb();
  const first = await user("jane.doe+a@gmail.com");
  const card = "Xt8fingerprintAbc1";
  const claim = (userId: number, subscriptionId: string, email: string, cardFingerprint: string | null) =>
    claimTrial(db, { userId, subscriptionId, email, cardFingerprint });

  expect(await claim(first, "sub_1", "jane.doe+a@gmail.com", card)).toBe(false);
  // The same subscription again (a redelivered event): still its own trial.
  expect(await claim(first, "sub_1", "jane.doe+a@gmail.com", card)).toBe(false);
  // The same mailbox in disguise (an account from before sign-up refused the variants), another card: a repeat.
  const second = await user("JaneDoe+b@googlemail.com", undefined, true);
  expect(await claim(second, "sub_2", "JaneDoe+b@googlemail.com", "another-card")).toBe(true);
  // Another mailbox, the first card: a repeat.
  const third = await user("someone@example.com");
  expect(await claim(third, "sub_3", "someone@example.com", card)).toBe(true);
  // Another mailbox and no card known: its own trial.
  const fourth = await user("fresh@example.com");
  expect(await claim(fourth, "sub_4", "fresh@example.com", null)).toBe(false);

  // Only hashes are kept: never the fingerprint or the address.
  const rows = await db.select().from(billingTrials);
  const stored = JSON.stringify(rows);
  expect(stored).not.toContain(card);
  expect(stored).not.toMatch(/jane|doe|example\.com/i);
  expect(rows).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: "card", keyHash: sha256(card), stripeSubscriptionId: "sub_1" }),
      expect.objectContaining({ kind: "mailbox", keyHash: sha256("janedoe@gmail.com"), stripeSubscriptionId: "sub_1" }),
    ]),
  );
});

it("a checkout offers the trial only to an account and a mailbox that had none", async () => {
  const db = await getDb();
  const taken = await user("sam.smith@gmail.com");
  await claimTrial(db, {
    userId: taken,
    subscriptionId: "sub_sam",
    email: "sam.smith@gmail.com",
    cardFingerprint: null,
  });
  expect(await trialOffered(db, { email: "S.A.M.Smith+later@googlemail.com.", trialUsed: false })).toBe(false);
  expect(await trialOffered(db, { email: "sam.smith@example.com", trialUsed: false })).toBe(true);
  expect(await trialOffered(db, { email: "sam.smith@example.com", trialUsed: true })).toBe(false);
});

it("the migration records the trials given before, under the same mailbox rule", async () => {
  const db = await getDb();
  await user("Old.Trial+x@GoogleMail.com", true);
  await user("old-paid@example.com", false);
  await user("Legacy+tag@Example.org", true);
  const migration = fs.readFileSync(path.join(process.cwd(), "drizzle", "0031_trials_and_mailed_links.sql"), "utf8");
  const backfill = migration.split("--> statement-breakpoint").at(-1)!;
  expect(backfill).toContain('INSERT INTO "billing_trials"');
  await db.execute(sql.raw(backfill));
  expect(await trialOffered(db, { email: "oldtrial@gmail.com", trialUsed: false })).toBe(false);
  expect(await trialOffered(db, { email: "legacy+other@example.org", trialUsed: false })).toBe(false);
  expect(await trialOffered(db, { email: "old-paid@example.com", trialUsed: false })).toBe(true);
});

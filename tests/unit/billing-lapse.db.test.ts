// The hourly billing job on a real embedded database: Pro ends when a failed payment outlives its 7-day grace, or
// when a cancelled subscription's paid period is over; an account still inside either, or on Enterprise, keeps its
// plan.
import "./temp-database";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { billingAccounts, users } from "@/lib/server/db/schema";
import { endLapsedSubscriptions, PAST_DUE_GRACE_MS } from "@/lib/server/billing/webhook";

jest.setTimeout(120_000);

const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 86_400_000;
let n = 0;

async function account(
  tier: "pro" | "enterprise",
  state: { status: string; pastDueSince?: Date; currentPeriodEnd?: Date },
): Promise<number> {
  const db = await getDb();
  n += 1;
  const [user] = await db
    .insert(users)
    .values({ username: `lapse${n}`, email: `lapse${n}@example.com`, passwordHash: "x", fullName: `Lapse ${n}` })
    .returning({ id: users.id });
  await db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, user!.id));
  await db.insert(billingAccounts).values({
    userId: user!.id,
    stripeCustomerId: `cus_lapse_${n}`,
    stripeSubscriptionId: `sub_lapse_${n}`,
    status: state.status,
    pastDueSince: state.pastDueSince ?? null,
    currentPeriodEnd: state.currentPeriodEnd ?? null,
  });
  return user!.id;
}

async function tierOf(id: number): Promise<string> {
  const [row] = await (await getDb()).select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, id));
  return row!.tier;
}

it("ends Pro after the grace period or the paid period, and only then", async () => {
  const lapsed = await account("pro", {
    status: "past_due",
    pastDueSince: new Date(NOW.getTime() - PAST_DUE_GRACE_MS - 1),
  });
  const inGrace = await account("pro", { status: "past_due", pastDueSince: new Date(NOW.getTime() - 6 * DAY) });
  const ended = await account("pro", { status: "canceled", currentPeriodEnd: new Date(NOW.getTime() - 1) });
  const paidUp = await account("pro", { status: "canceled", currentPeriodEnd: new Date(NOW.getTime() + 3 * DAY) });
  const active = await account("pro", { status: "active", currentPeriodEnd: new Date(NOW.getTime() - DAY) });
  const enterprise = await account("enterprise", {
    status: "canceled",
    currentPeriodEnd: new Date(NOW.getTime() - DAY),
  });

  expect(await endLapsedSubscriptions(NOW)).toBe(2);
  expect(await tierOf(lapsed)).toBe("starter");
  expect(await tierOf(ended)).toBe("starter");
  expect(await tierOf(inGrace)).toBe("pro");
  expect(await tierOf(paidUp)).toBe("pro");
  // An active subscription renews through its events; the job does not guess.
  expect(await tierOf(active)).toBe("pro");
  expect(await tierOf(enterprise)).toBe("enterprise");

  // Four days on, the paid period is over too; a second run changes nothing more.
  expect(await endLapsedSubscriptions(new Date(NOW.getTime() + 4 * DAY))).toBe(2);
  expect(await tierOf(paidUp)).toBe("starter");
  expect(await tierOf(inGrace)).toBe("starter");
  expect(await endLapsedSubscriptions(new Date(NOW.getTime() + 4 * DAY))).toBe(0);
});

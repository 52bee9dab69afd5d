// The account export on a real embedded database: every section of the portfolio, the owner's rows only, and none
// of the secrets it must leave out.
import "./temp-database";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { exportAccount } from "@/lib/server/data/account";
import { findUserById } from "@/lib/server/data/users";
import { DEMO_ACCOUNT, seedDemoAccount } from "@/lib/server/seed";
import { eq } from "drizzle-orm";

jest.setTimeout(120_000);
jest.mock("next/cache", () => ({ unstable_cache: (load: (...args: unknown[]) => unknown) => load }));

test("the export holds each section of the owner's portfolio, in order, without token hashes", async () => {
  await seedDemoAccount();
  const db = await getDb();
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  const user = await findUserById(owner!.id);
  const data = await exportAccount(user!);

  expect(Object.keys(data)).toEqual([
    "exportedAt",
    "account",
    "achievements",
    "quotaRecords",
    "experiences",
    "dealHighlights",
    "executiveCircle",
    "references",
    "aboutMe",
    "shareLinks",
    "signingRequests",
    "upgradeRequests",
    "files",
  ]);
  expect(data.achievements).toHaveLength(5);
  expect(data.experiences).toHaveLength(3);
  expect(data.dealHighlights).toHaveLength(2);
  expect(data.executiveCircle).toHaveLength(3);
  expect(data.references).toHaveLength(2);
  expect(data.quotaRecords.length).toBeGreaterThan(0);
  expect(data.aboutMe?.userId).toBe(owner!.id);
  for (const rows of [data.achievements, data.quotaRecords, data.experiences, data.references, data.shareLinks])
    for (const row of rows) expect(row.userId).toBe(owner!.id);
  for (const reference of data.references) expect(reference).not.toHaveProperty("confirmTokenHash");
  for (const request of data.signingRequests) expect(request).not.toHaveProperty("tokenHash");
});

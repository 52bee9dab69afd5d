// A review decision that names no version is bound to the version the review queue last showed that admin, on a real
// embedded database: an item the rep changed after the admin opened it is refused (409), and the decision on the
// version now shown goes through. (Over HTTP the suite's tests share one admin account, whose queue other tests
// read at any moment, so this binding is checked here, where nothing else reads the queue.)
import "./temp-database";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { achievements, users } from "@/lib/server/db/schema";
import { ApiError } from "@/lib/server/errors";
import { decideReview } from "@/lib/server/data/reviews";
import { recordQueueView } from "@/lib/server/data/review-views";
import { findUserById } from "@/lib/server/data/users";

jest.setTimeout(120_000);

async function account(username: string, role: "user" | "admin") {
  const [row] = await (
    await getDb()
  )
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: "-",
      fullName: username,
      role,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  return row!.id;
}

it("binds a decision without a version to the version the queue last showed the admin", async () => {
  const db = await getDb();
  const [repId, adminId] = [await account("rep_binding", "user"), await account("admin_binding", "admin")];
  const [item] = await db
    .insert(achievements)
    .values({ userId: repId, title: "Rookie of the Year", description: "Rookie", reviewStatus: "pending" })
    .returning({ id: achievements.id, version: achievements.version });
  await recordQueueView(db, adminId, [{ kind: "achievement", id: item!.id, version: item!.version }]);
  // The rep rewrites it after the admin opened it.
  await db
    .update(achievements)
    .set({ description: "Rookie of the Year, all regions.", version: item!.version + 1 })
    .where(eq(achievements.id, item!.id));
  const admin = (await findUserById(adminId))!;
  const meta = { ip: null, userAgent: null };

  const unnamed = decideReview(admin, "achievement", item!.id, { decision: "approve", reason: null }, meta);
  await expect(unnamed).rejects.toThrow(ApiError);
  await expect(unnamed).rejects.toMatchObject({
    status: 409,
    message: expect.stringContaining("changed after you opened it"),
  });
  const [still] = await db.select().from(achievements).where(eq(achievements.id, item!.id));
  expect(still).toMatchObject({ reviewStatus: "pending", isVerified: false });

  // Once the queue shows the new version, the same call decides it.
  await recordQueueView(db, adminId, [{ kind: "achievement", id: item!.id, version: item!.version + 1 }]);
  await expect(
    decideReview(admin, "achievement", item!.id, { decision: "approve", reason: null }, meta),
  ).resolves.toMatchObject({ reviewStatus: "approved" });
});

import "server-only";
import { eq } from "drizzle-orm";
import type { AboutMeInput } from "@/lib/validators/about-me";
import { getDb } from "../db/client";
import { aboutMe } from "../db/schema";

export type AboutMeRow = typeof aboutMe.$inferSelect;

export async function getAboutMe(userId: number): Promise<AboutMeRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(aboutMe).where(eq(aboutMe.userId, userId));
  return row ?? null;
}

/** One About Me per user: insert or replace. */
export async function upsertAboutMe(userId: number, input: AboutMeInput): Promise<AboutMeRow> {
  const db = await getDb();
  const [row] = await db
    .insert(aboutMe)
    .values({ ...input, userId })
    .onConflictDoUpdate({ target: aboutMe.userId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function deleteAboutMe(userId: number): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.delete(aboutMe).where(eq(aboutMe.userId, userId)).returning({ id: aboutMe.id });
  return deleted.length > 0;
}

import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "../db/client";
import { templates } from "../db/schema";

export async function listTemplates() {
  const db = await getDb();
  return db.select().from(templates).orderBy(asc(templates.id));
}

import "server-only";
// The achievement templates: constant while the server runs (the migrate step syncs them before it starts), so
// they are read once per process and served as the same JSON text on every request.
import { asc } from "drizzle-orm";
import { loadedOnce } from "../cache";
import { getDb } from "../db/client";
import { templates } from "../db/schema";

async function listTemplates() {
  const db = await getDb();
  return db.select().from(templates).orderBy(asc(templates.id));
}

/** The templates as JSON text, read from the database once per process (a failed read is tried again next time). */
export function templatesJson(): Promise<string> {
  return loadedOnce("templates", async () => JSON.stringify(await listTemplates()));
}

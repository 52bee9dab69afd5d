import "server-only";
// The tables a portfolio's own content lives in, by the section's name: every row carries its owner's user id. The
// portfolio lists, the account export and the version triggers all start from this one list.
import { eq } from "drizzle-orm";
import { requireUserId } from "../data/user-scope";
import type { Db, Tx } from "./client";
import {
  aboutMe,
  achievements,
  dealHighlights,
  executiveCircle,
  experiences,
  quotaRecords,
  references,
} from "./schema";

export const PORTFOLIO_CONTENT_TABLES = {
  achievements,
  quotaRecords,
  experiences,
  dealHighlights,
  executiveCircle,
  references,
  aboutMe,
} as const;

type ContentTables = typeof PORTFOLIO_CONTENT_TABLES;
export type PortfolioContentRows = { [K in keyof ContentTables]: ContentTables[K]["$inferSelect"][] };

/** Every content row of one user, section by section. */
export async function portfolioContentOf(db: Db | Tx, userId: number): Promise<PortfolioContentRows> {
  const owner = requireUserId(userId);
  const sections = await Promise.all(
    Object.entries(PORTFOLIO_CONTENT_TABLES).map(async ([section, table]) => {
      const rows: unknown[] = await db.select().from(table).where(eq(table.userId, owner));
      return [section, rows] as const;
    }),
  );
  return Object.fromEntries(sections) as PortfolioContentRows;
}

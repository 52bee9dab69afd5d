import "server-only";
// Insights for a Pro rep: who looks at their portfolio and when. Views and PDF downloads come from share-link
// events (visitors only: the owner's own views are never recorded), counted per UTC day and per link; the
// verification rate is the share of quota records and achievements that carry a verified badge.
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Insights } from "@/lib/validators/insights";
import { getDb } from "../db/client";
import { achievements, quotaRecords, shareLinkEvents, shareLinks } from "../db/schema";
import { shareUrl } from "./share-links";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getInsights(userId: number, days: number): Promise<Insights> {
  if (!Number.isInteger(userId) || userId <= 0)
    throw new Error(`A data call needs the caller's user id, got ${userId}`);
  const db = await getDb();
  const today = new Date(new Date().toISOString().slice(0, 10));
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${shareLinkEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [perDay, perLink, links, [quota], [wins]] = await Promise.all([
    db
      .select({ date: day, kind: shareLinkEvents.kind, n: count() })
      .from(shareLinkEvents)
      .where(and(eq(shareLinkEvents.userId, userId), gte(shareLinkEvents.createdAt, since)))
      .groupBy(day, shareLinkEvents.kind),
    db
      .select({ id: shareLinkEvents.shareLinkId, kind: shareLinkEvents.kind, n: count() })
      .from(shareLinkEvents)
      .where(and(eq(shareLinkEvents.userId, userId), gte(shareLinkEvents.createdAt, since)))
      .groupBy(shareLinkEvents.shareLinkId, shareLinkEvents.kind),
    db.select().from(shareLinks).where(eq(shareLinks.userId, userId)),
    db
      .select({ total: count(), verified: sql<number>`count(*) filter (where ${quotaRecords.isVerified})::int` })
      .from(quotaRecords)
      .where(eq(quotaRecords.userId, userId)),
    db
      .select({ total: count(), verified: sql<number>`count(*) filter (where ${achievements.isVerified})::int` })
      .from(achievements)
      .where(eq(achievements.userId, userId)),
  ]);

  const views = new Map(perDay.filter((r) => r.kind === "view").map((r) => [r.date, Number(r.n)]));
  const viewsByDay = Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, views: views.get(date) ?? 0 };
  });
  const tally = (id: number, kind: string) => Number(perLink.find((r) => r.id === id && r.kind === kind)?.n ?? 0);
  const total = Number(quota?.total ?? 0) + Number(wins?.total ?? 0);
  const verified = Number(quota?.verified ?? 0) + Number(wins?.verified ?? 0);
  return {
    days,
    viewsByDay,
    totalViews: viewsByDay.reduce((sum, d) => sum + d.views, 0),
    pdfDownloads: perDay.filter((r) => r.kind === "pdf").reduce((sum, r) => sum + Number(r.n), 0),
    links: links
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((link) => ({
        id: link.id,
        name: link.name,
        url: shareUrl(link.slug),
        views: tally(link.id, "view"),
        pdfDownloads: tally(link.id, "pdf"),
        revoked: link.revokedAt !== null,
      })),
    verification: { verified, total, rate: total === 0 ? 0 : Math.round((verified / total) * 100) },
  };
}

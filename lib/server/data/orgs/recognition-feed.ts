import "server-only";
// The organisation's recognition feed: awards that stand (a rule's, a person's), contest results and kudos, newest
// first, for every member. It is what the organisation announces, so it names people, titles, rules, contests and
// periods, and never a figure (no attainment, amount or award description, which may state one).
//
// Paging is keyset over the three-part position (created_at, kind, id): within one organisation (kind, id) names one
// item, so the order is total and a page starts strictly after the last item of the one before, with no repeat or gap
// while items are added at the top.
import { sql } from "drizzle-orm";
import type { FeedQuery } from "@/lib/validators/recognition-social";
import { getDb, queryRows } from "../../db/client";
import { ApiError } from "../../errors";
import type { OrgContext } from "./access";

export const FEED_KINDS = ["award", "contest_result", "kudos"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

type FeedPerson = { userId: number | null; name: string };

type FeedBase = { id: number; createdAt: Date };

export type FeedItem =
  | (FeedBase & {
      kind: "award";
      title: string;
      recipient: FeedPerson;
      /** The rule that issued it, or null for an award a manager or admin gave. */
      ruleName: string | null;
      /** "2025-Q3" or "2025" for a rule's award, else null. */
      period: string | null;
      awardedOn: string;
    })
  | (FeedBase & {
      kind: "contest_result";
      title: string;
      winner: FeedPerson;
      contestName: string | null;
      prize: string | null;
      awardedOn: string;
    })
  | (FeedBase & {
      kind: "kudos";
      from: FeedPerson & { title: string | null };
      to: FeedPerson;
      message: string;
    });

export type FeedPage = { items: FeedItem[]; nextCursor: string | null };

type Position = { createdAt: string; kind: FeedKind; id: number };

type Row = {
  kind: FeedKind;
  id: number;
  created_at: Date | string;
  created_text: string;
  title: string | null;
  period: string | null;
  awarded_on: string | null;
  to_user_id: number;
  to_name: string;
  rule_name: string | null;
  contest_name: string | null;
  prize: string | null;
  from_user_id: number | null;
  from_name: string | null;
  from_title: string | null;
  message: string | null;
};

// The text PostgreSQL writes for a timestamptz ("2025-07-01 09:30:00.123456+00"): a cursor holds it as written, so
// the position keeps its microseconds, which a JavaScript date would round away.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const BAD_CURSOR = "This page link is no longer valid: use the previous answer's nextCursor";

export function encodeFeedCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.kind, position.id]), "utf8").toString("base64url");
}

/** The position a cursor names, or null when this server could not have made it. */
export function decodeFeedCursor(cursor: string): Position | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [createdAt, kind, id] = value as unknown[];
    if (typeof createdAt !== "string" || !TIMESTAMP_TEXT.test(createdAt)) return null;
    if (!FEED_KINDS.includes(kind as FeedKind)) return null;
    if (typeof id !== "number" || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
    return { createdAt, kind: kind as FeedKind, id };
  } catch {
    return null;
  }
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toItem(row: Row): FeedItem {
  const base = { id: Number(row.id), createdAt: asDate(row.created_at) };
  const to = { userId: Number(row.to_user_id), name: row.to_name };
  if (row.kind === "kudos") {
    return {
      ...base,
      kind: "kudos",
      from: {
        userId: row.from_user_id === null ? null : Number(row.from_user_id),
        name: row.from_name ?? "",
        title: row.from_title,
      },
      to,
      message: row.message ?? "",
    };
  }
  if (row.kind === "contest_result") {
    return {
      ...base,
      kind: "contest_result",
      title: row.title ?? "",
      winner: to,
      contestName: row.contest_name,
      prize: row.prize,
      awardedOn: row.awarded_on ?? "",
    };
  }
  return {
    ...base,
    kind: "award",
    title: row.title ?? "",
    recipient: to,
    ruleName: row.rule_name,
    period: row.period,
    awardedOn: row.awarded_on ?? "",
  };
}

/** One page of the organisation's feed, for any of its members (the route checked the membership and the plan). */
export async function recognitionFeed({ org }: OrgContext, query: FeedQuery): Promise<FeedPage> {
  const orgId = org.id;
  if (!Number.isInteger(orgId) || orgId <= 0) throw new Error(`recognitionFeed needs an organisation id, got ${orgId}`);
  const after = query.cursor ? decodeFeedCursor(query.cursor) : null;
  if (query.cursor && !after) throw new ApiError("bad_request", BAD_CURSOR, { cursor: BAD_CURSOR });
  const limit = query.limit;
  const db = await getDb();
  // Rules and contests are joined within the organisation too: an award can only name its own organisation's.
  const rows = await queryRows<Row>(
    db,
    sql`select * from (
      select case when a.contest_id is null then 'award' else 'contest_result' end as kind,
             a.id, a.created_at, a.created_at::text as created_text,
             a.title::text as title, a.period::text as period, a.awarded_on::text as awarded_on,
             a.user_id as to_user_id, u.full_name::text as to_name,
             r.name::text as rule_name, c.name::text as contest_name, c.prize::text as prize,
             null::int as from_user_id, null::text as from_name, null::text as from_title, null::text as message
        from org_awards a
        join users u on u.id = a.user_id
        left join recognition_rules r on r.id = a.rule_id and r.org_id = a.org_id
        left join contests c on c.id = a.contest_id and c.org_id = a.org_id
       where a.org_id = ${orgId} and a.revoked_at is null
      union all
      select 'kudos', k.id, k.created_at, k.created_at::text,
             null, null, null,
             k.to_user_id, tu.full_name::text,
             null, null, null,
             k.from_user_id, k.from_name::text, k.from_title::text, k.message
        from kudos k
        join users tu on tu.id = k.to_user_id
       where k.org_id = ${orgId}
    ) feed
    ${after ? sql`where (feed.created_at, feed.kind, feed.id) < (${after.createdAt}::timestamptz, ${after.kind}::text, ${after.id}::int)` : sql``}
    order by feed.created_at desc, feed.kind desc, feed.id desc
    limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeFeedCursor({ createdAt: last.created_text, kind: last.kind, id: Number(last.id) })
      : null;
  return { items: page.map(toItem), nextCursor };
}

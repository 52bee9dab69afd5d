import "server-only";
// A user-scoped repository: every query carries the owner's id in its where clause, a row of
// another user is "not found", and plan caps are checked inside the insert's transaction.
import { and, count, eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTableWithColumns, TableConfig } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import { decodeCursor, encodeCursor, type CursorValues, type ListPageQuery } from "@/lib/validators/list-page";
import { planLimitMessage, PLANS, readOnlyMessage, type CappedResource, type PlanTier } from "@/lib/plans";
import { getDb, type Tx } from "../db/client";
import { users } from "../db/schema";
import { ApiError, isUniqueViolation, notFound } from "../errors";
import { processCache } from "../cache";
import type { RequestMeta } from "./audit";
import { requireUserId } from "./user-scope";
import { afterCursor, cursorValuesOf, orderByKeys, type ListKey } from "./keyset";
import { effectiveTier } from "./orgs/access";

/** Who writes and from where (for the audit trail); a script or seed passes none. */
const SYSTEM_META: RequestMeta = { actor: "system", ip: null, userAgent: null };

type OwnedColumns = { id: AnyPgColumn; userId: AnyPgColumn };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OwnedTable = PgTableWithColumns<TableConfig & { columns: any }> & OwnedColumns;

export type OwnedEntity<T extends OwnedTable, Input> = {
  table: T;
  /** "Quota record": used in messages. */
  label: string;
  /** The zod schema for create and update (chosen per input where an entity has variants). */
  schemaFor: (input: unknown) => ZodType<Input>;
  /** Server-computed columns from validated input (percentages, profiles...). */
  toValues: (input: Input) => Partial<T["$inferInsert"]>;
  /** A stored row as form input, so an update can merge a partial body over it. */
  toInput?: (row: T["$inferSelect"]) => Record<string, unknown>;
  /** Why a stored row cannot be edited by its owner (answered 403 before anything is checked), or null. */
  readOnly?: (row: T["$inferSelect"]) => string | null;
  /** Extra columns for an update, given the row before and the new values (e.g. void a verification). */
  onUpdate?: (before: T["$inferSelect"], values: Partial<T["$inferInsert"]>) => Partial<T["$inferInsert"]>;
  /**
   * Checks and columns that need the database, inside the write's transaction (e.g. an attached proof file
   * must be the caller's own). `before` is the stored row on an update.
   */
  prepare?: (tx: Tx, userId: number, input: Input, before?: T["$inferSelect"]) => Promise<Partial<T["$inferInsert"]>>;
  /**
   * Runs after the write, in its transaction (e.g. open a manager signing request and its audit trail).
   * `before` is the stored row on an update; a returned row replaces the one answered.
   */
  afterWrite?: (
    tx: Tx,
    write: { row: T["$inferSelect"]; input: Input; before?: T["$inferSelect"]; meta: RequestMeta },
  ) => Promise<T["$inferSelect"] | void>;
  /** The row as the API answers it (e.g. stored columns grouped into one object); the row itself when absent. */
  toOutput?: (row: T["$inferSelect"]) => unknown;
  /** The list's order, newest first: descending keys ending with the id (see keyset.ts). */
  listKeys: (table: T) => ListKey[];
  cap?: CappedResource;
  conflictMessage?: string;
};

/** The most items one section of a portfolio holds: lists are bounded, and a create past it answers 409. */
export const MAX_ITEMS_PER_SECTION = 500;

/** What the owner may still add to one section: their plan, what they hold, and the most the section may hold. */
export type OwnerRoom = {
  tier: PlanTier;
  held: number;
  /** The plan's cap, or the section's bound when lower (or without a cap). */
  limit: number;
};

/**
 * Locks the owner's row and counts what they hold. The lock serialises their concurrent creates (and imports and
 * syncs), so two of them can't both pass a limit; taking it again later in the same transaction costs nothing.
 */
async function lockOwnerRoom(tx: Tx, userId: number, table: OwnedTable, resource?: CappedResource): Promise<OwnerRoom> {
  const [owner] = await tx.select({ tier: effectiveTier }).from(users).where(eq(users.id, userId)).for("update");
  if (!owner) throw notFound("User");
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  const cap = resource ? PLANS[owner.tier].limits[resource] : null;
  return { tier: owner.tier, held: Number(row?.n ?? 0), limit: Math.min(cap ?? Infinity, MAX_ITEMS_PER_SECTION) };
}

const sectionFullMessage = (label: string) =>
  `A portfolio holds at most ${MAX_ITEMS_PER_SECTION} of each kind of item (${label.toLowerCase()}s). Delete some to add more.`;

/** Why one more item does not fit: the plan's cap (402) or the section's bound (409); null while it fits. */
function roomRefusal(
  room: OwnerRoom,
  label: string,
  resource?: CappedResource,
): { code: "plan_limit" | "section_full"; reason: string } | null {
  const overCap = resource ? planLimitMessage(room.tier, resource, room.held) : null;
  if (overCap) return { code: "plan_limit", reason: overCap };
  if (room.held >= MAX_ITEMS_PER_SECTION) return { code: "section_full", reason: sectionFullMessage(label) };
  return null;
}

/** An item `createMany` left out, by its place in the list given. */
export type SkippedItem = { index: number; code: "duplicate" | "plan_limit" | "section_full"; reason: string };

/**
 * After a downgrade a rep may hold more than the plan's cap: the items stay, read-only (402 on edit) until the
 * rep deletes some or upgrades again.
 */
async function assertEditableUnderCap(
  tx: Tx,
  userId: number,
  resource: CappedResource,
  table: OwnedTable,
): Promise<void> {
  const [owner] = await tx.select({ tier: effectiveTier }).from(users).where(eq(users.id, userId));
  const limit = owner ? PLANS[owner.tier].limits[resource] : null;
  if (limit === null) return;
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  const held = Number(row?.n ?? 0);
  if (held > limit) {
    throw new ApiError("plan_limit", readOnlyMessage(owner!.tier, resource, held));
  }
}

/** 403 when the entity says the stored row is not its owner's to edit. */
export function assertEditable<T extends OwnedTable>(
  entity: Pick<OwnedEntity<T, never>, "readOnly">,
  row: T["$inferSelect"],
) {
  const reason = entity.readOnly?.(row);
  if (reason) throw new ApiError("forbidden", reason);
}

/** Tables with a `version` column count their edits, so a reviewer's decision can name the version it saw. */
function nextVersion(table: OwnedTable): Record<string, SQL> {
  const version = (table as unknown as { version?: AnyPgColumn }).version;
  return version ? { version: sql`${version} + 1` } : {};
}

/** Lists as JSON text by owner and portfolio version (see `listJson`); a list over 512 K characters is not kept. */
const listCache = processCache("owned-lists");
const pageCache = processCache("owned-list-pages");

const badCursor = () =>
  new ApiError("bad_request", "This cursor is not valid: use the X-Next-Cursor of the previous page", {
    cursor: "Not a cursor of this list",
  });

/** PostgreSQL's "data exception" class (22xxx): a value that is not of the column's type or out of its range. */
function isBadValue(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return /^22/.test(e?.code ?? e?.cause?.code ?? "");
}

/** The column a page query selects beside each row: its position, for the next cursor. */
const CURSOR_KEY = "__listPosition";

export function ownedRepository<T extends OwnedTable, Input>(entity: OwnedEntity<T, Input>) {
  const { table, label } = entity;
  const tableName = getTableName(table);
  const scoped = (userId: number, id: number) => and(eq(table.userId, requireUserId(userId)), eq(table.id, id));
  type Row = T["$inferSelect"];
  /** Rows as the API answers them, as JSON text. */
  const listToJson = (rows: Row[]) => JSON.stringify(entity.toOutput ? rows.map(entity.toOutput) : rows);

  const translate = (error: unknown): never => {
    if (isUniqueViolation(error) && entity.conflictMessage) throw new ApiError("conflict", entity.conflictMessage);
    throw error;
  };

  /** The insert of a create, inside the caller's transaction (the caller has checked the plan cap). */
  async function insertIn(
    tx: Tx,
    userId: number,
    input: Input,
    meta: RequestMeta = SYSTEM_META,
    extra: Partial<T["$inferInsert"]> = {},
  ): Promise<Row> {
    const prepared = (await entity.prepare?.(tx, requireUserId(userId), input)) ?? {};
    const values = { ...entity.toValues(input), ...prepared, ...extra, userId: requireUserId(userId) };
    const [row] = (await tx
      .insert(table)
      .values(values as T["$inferInsert"])
      .returning()) as Row[];
    return (await entity.afterWrite?.(tx, { row: row!, input, meta })) ?? row!;
  }

  /** Locks the owner's row and reads their room in this section (see `createMany`). */
  const lockRoom = (tx: Tx, userId: number) => lockOwnerRoom(tx, requireUserId(userId), table, entity.cap);

  /**
   * Creates several items in the caller's transaction, under the owner's row lock: in order, an item `skip` names a
   * reason for (a duplicate) is left out, then each is inserted while the plan's cap and the section's bound have
   * room, and the rest are left out with the plan's message. `extra` adds columns beside the entity's own (where
   * the item came from); `onCreate` hears of each insert as it happens, so a later item can be compared with it.
   */
  async function createMany(
    tx: Tx,
    userId: number,
    items: readonly Input[],
    options: {
      meta?: RequestMeta;
      skip?: (input: Input, index: number) => string | null;
      extra?: (input: Input, index: number) => Partial<T["$inferInsert"]>;
      onCreate?: (row: Row, input: Input, index: number) => void;
    } = {},
  ): Promise<{ created: Row[]; skipped: SkippedItem[] }> {
    const room = await lockRoom(tx, userId);
    const created: Row[] = [];
    const skipped: SkippedItem[] = [];
    for (const [index, input] of items.entries()) {
      const duplicate = options.skip?.(input, index);
      if (duplicate) {
        skipped.push({ index, code: "duplicate", reason: duplicate });
        continue;
      }
      const refusal = roomRefusal(room, label, entity.cap);
      if (refusal) {
        skipped.push({ index, ...refusal });
        continue;
      }
      const row = await insertIn(tx, userId, input, options.meta, options.extra?.(input, index));
      room.held += 1;
      created.push(row);
      options.onCreate?.(row, input, index);
    }
    return { created, skipped };
  }

  return {
    entity,
    insertIn,
    lockRoom,
    createMany,

    /** A row as the API answers it. */
    output(row: Row): unknown {
      return entity.toOutput ? entity.toOutput(row) : row;
    },

    async list(userId: number): Promise<Row[]> {
      const db = await getDb();
      return (await db
        .select()
        .from(table as OwnedTable)
        .where(eq(table.userId, requireUserId(userId)))
        .orderBy(...orderByKeys(entity.listKeys(table)))
        .limit(MAX_ITEMS_PER_SECTION)) as Row[];
    },

    /** One page of the list, after the position `cursor` names; `nextCursor` is null on the last page. */
    async page(userId: number, query: ListPageQuery): Promise<{ items: Row[]; nextCursor: string | null }> {
      const keys = entity.listKeys(table);
      const limit = Math.min(query.limit ?? MAX_ITEMS_PER_SECTION, MAX_ITEMS_PER_SECTION);
      const position = query.cursor === undefined ? null : decodeCursor(query.cursor, keys.length);
      if (query.cursor !== undefined && !position) throw badCursor();
      const db = await getDb();
      const owned = eq(table.userId, requireUserId(userId));
      // One row more than the page tells whether another page follows, without counting.
      const rows = (await db
        .select({ ...getTableColumns(table as OwnedTable), [CURSOR_KEY]: cursorValuesOf(keys) })
        .from(table as OwnedTable)
        .where(position ? and(owned, afterCursor(keys, position)) : owned)
        .orderBy(...orderByKeys(keys))
        .limit(limit + 1)
        .catch((error: unknown) => {
          // A made-up position ("last tuesday" as a time) fails its cast in PostgreSQL: the caller's mistake.
          if (isBadValue(error)) throw badCursor();
          throw error;
        })) as (Row & { [CURSOR_KEY]: CursorValues })[];
      const more = rows.length > limit;
      const items = rows.slice(0, limit).map(({ [CURSOR_KEY]: _position, ...row }) => row as Row);
      const last = rows[limit - 1];
      return { items, nextCursor: more && last ? encodeCursor(last[CURSOR_KEY]) : null };
    },

    /** A page as the API sends it (JSON text and the next cursor), kept like `listJson`. */
    async pageJson(
      owner: { id: number; portfolioVersion: number },
      query: ListPageQuery,
    ): Promise<{ json: string; nextCursor: string | null }> {
      const key = `${tableName}:${owner.id}:${owner.portfolioVersion}:${query.limit ?? ""}:${query.cursor ?? ""}`;
      const cached = pageCache.get(key);
      if (cached !== undefined) return cached;
      const { items, nextCursor } = await this.page(owner.id, query);
      const answer = { json: listToJson(items), nextCursor };
      pageCache.set(key, answer);
      return answer;
    },

    /**
     * The list as the API sends it, JSON text. Kept per owner and portfolio version: database triggers raise the
     * version with every change to the portfolio, so an entry is never served after a change, on any server.
     */
    async listJson(owner: { id: number; portfolioVersion: number }): Promise<string> {
      const key = `${tableName}:${owner.id}:${owner.portfolioVersion}`;
      const cached = listCache.get(key);
      if (cached !== undefined) return cached;
      const rows = await this.list(owner.id);
      const json = listToJson(rows);
      listCache.set(key, json);
      return json;
    },

    async get(userId: number, id: number): Promise<Row> {
      const db = await getDb();
      const [row] = (await db
        .select()
        .from(table as OwnedTable)
        .where(scoped(userId, id))) as Row[];
      if (!row) throw notFound(label);
      return row;
    },

    async create(userId: number, input: Input, meta: RequestMeta = SYSTEM_META): Promise<Row> {
      const db = await getDb();
      try {
        return await db.transaction(async (tx) => {
          const refusal = roomRefusal(await lockRoom(tx, userId), label, entity.cap);
          if (refusal) throw new ApiError(refusal.code === "plan_limit" ? "plan_limit" : "conflict", refusal.reason);
          return insertIn(tx, userId, input, meta);
        });
      } catch (error) {
        return translate(error);
      }
    },

    async update(userId: number, id: number, input: Input, meta: RequestMeta = SYSTEM_META): Promise<Row> {
      const db = await getDb();
      try {
        return await db.transaction(async (tx) => {
          const [before] = (await tx
            .select()
            .from(table as OwnedTable)
            .where(scoped(userId, id))
            .for("update")) as Row[];
          if (!before) throw notFound(label);
          assertEditable(entity, before);
          if (entity.cap) await assertEditableUnderCap(tx, userId, entity.cap, table);
          const values = entity.toValues(input);
          const extra = {
            ...entity.onUpdate?.(before, values),
            ...(await entity.prepare?.(tx, userId, input, before)),
          };
          const [row] = (await tx
            .update(table)
            .set({ ...values, ...extra, ...nextVersion(table) } as Partial<T["$inferInsert"]>)
            .where(scoped(userId, id))
            .returning()) as Row[];
          return (await entity.afterWrite?.(tx, { row: row!, input, before, meta })) ?? row!;
        });
      } catch (error) {
        return translate(error);
      }
    },

    async remove(userId: number, id: number): Promise<void> {
      const db = await getDb();
      const deleted = await db.delete(table).where(scoped(userId, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound(label);
    },
  };
}

export type OwnedRepository<T extends OwnedTable, Input> = ReturnType<typeof ownedRepository<T, Input>>;

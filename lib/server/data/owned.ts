import "server-only";
// A user-scoped repository: every query carries the owner's id in its where clause, a row of
// another user is "not found", and plan caps are checked inside the insert's transaction.
import { and, count, eq, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTableWithColumns, TableConfig } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import { decodeCursor, encodeCursor, type CursorValues, type ListPageQuery } from "@/lib/validators/list-page";
import { planLimitMessage, PLANS, readOnlyMessage, type CappedResource } from "@/lib/plans";
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

async function lockOwnerAndCheckRoom(
  tx: Tx,
  userId: number,
  table: OwnedTable,
  label: string,
  resource?: CappedResource,
): Promise<void> {
  // Locking the owner's row serialises their concurrent creates, so two requests can't both pass a limit.
  const [owner] = await tx.select({ tier: effectiveTier }).from(users).where(eq(users.id, userId)).for("update");
  if (!owner) throw notFound("User");
  const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
  const held = row?.n ?? 0;
  const message = resource ? planLimitMessage(owner.tier, resource, held) : null;
  if (message) throw new ApiError("plan_limit", message);
  if (held >= MAX_ITEMS_PER_SECTION) {
    throw new ApiError(
      "conflict",
      `A portfolio holds at most ${MAX_ITEMS_PER_SECTION} of each kind of item (${label.toLowerCase()}s). Delete some to add more.`,
    );
  }
}

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
  async function insertIn(tx: Tx, userId: number, input: Input, meta: RequestMeta = SYSTEM_META): Promise<Row> {
    const prepared = (await entity.prepare?.(tx, requireUserId(userId), input)) ?? {};
    const values = { ...entity.toValues(input), ...prepared, userId: requireUserId(userId) };
    const [row] = (await tx
      .insert(table)
      .values(values as T["$inferInsert"])
      .returning()) as Row[];
    return (await entity.afterWrite?.(tx, { row: row!, input, meta })) ?? row!;
  }

  return {
    entity,
    insertIn,

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
          await lockOwnerAndCheckRoom(tx, requireUserId(userId), table, label, entity.cap);
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

import "server-only";
// users.portfolio_version counts changes to anything a shared page or an export shows: every cache of a rendered
// portfolio (the shared page, its PDF and deck, the owner's lists) is keyed by it, so a change can never be served
// stale. Database triggers raise it, so no write path (the app, an admin, a manager's signature, a script) can forget.
//
// This file is the one list of what a portfolio is made of. The migrate step makes the triggers from it (with the
// app's other triggers: triggers.ts), and tests/unit/portfolio-version.db.test.ts fails when the shared page or an export reads a
// table that is neither here nor in READ_FRESH.
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { organizations, orgAttestations, orgAwards, orgDomains, orgMembers } from "./schema-orgs";
import { PORTFOLIO_CONTENT_TABLES } from "./portfolio-tables";
import { kudos, shareLinks, signingRequests, storedFiles, users } from "./schema";

/** A table whose rows belong to one user, and how its trigger finds that user. */
export type UserRowTable = {
  table: PgTable;
  /** The column holding the user whose portfolio the row belongs to. */
  userColumn: string;
  /**
   * A boolean column saying whether the row shows on the portfolio at all: a change to a row that neither shows nor
   * showed (a kudos the recipient keeps off their book) raises nothing. Without it, every change raises the version.
   */
  shownColumn?: string;
};

const owned = (table: PgTable): UserRowTable => ({ table, userColumn: "user_id" });

/** Tables whose rows belong to one user: an insert, update or delete of a (shown) row raises that user's version. */
export const USER_ROW_TABLES: readonly UserRowTable[] = [
  ...Object.values(PORTFOLIO_CONTENT_TABLES).map(owned),
  owned(signingRequests),
  owned(storedFiles),
  owned(orgMembers),
  owned(orgAttestations),
  owned(orgAwards),
  // Kudos belong to their recipient, and only those they chose to show on their book are part of it.
  { table: kudos, userColumn: "to_user_id", shownColumn: "on_book" },
];

/**
 * Tables whose rows belong to one organisation (an `org_id` column) and change what its members' portfolios say (a
 * verified domain lets a badge name the organisation): any change raises every member's version.
 */
export const ORG_ROW_TABLES: readonly PgTable[] = [orgDomains];

/** The account's own columns a portfolio shows: a change to one of them raises its version. */
export const USER_COLUMNS = [
  "full_name",
  "title",
  "company",
  "linkedin_url",
  "video_pitch_url",
  "profile_picture_url",
  "subscription_tier",
  "subscription_status",
  "is_verified",
] as const;

/** An organisation's columns its members' portfolios show: a change raises every member's version. */
export const ORGANIZATION_COLUMNS = ["name", "logo_url", "brand_color", "tier"] as const;

/**
 * Tables the shared page reads that are not portfolio content: they are read on every request, never from a cache
 * keyed by the version. The reason is part of the list so the test can print it.
 */
export const READ_FRESH: Readonly<Record<string, string>> = {
  [getTableConfig(shareLinks).name]:
    "the link itself: read per request; its sections and items are part of the cache key",
};

export const PORTFOLIO_TABLE_NAMES: readonly string[] = [
  ...USER_ROW_TABLES.map(({ table }) => getTableConfig(table).name),
  ...ORG_ROW_TABLES.map((table) => getTableConfig(table).name),
  getTableConfig(users).name,
  getTableConfig(organizations).name,
];

/** Every version trigger is named after its table with this suffix. */
export const TRIGGER_SUFFIX = "_portfolio_version";
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const row = (prefix: "NEW" | "OLD", columns: readonly string[]) =>
  columns.map((c) => `${prefix}.${ident(c)}`).join(", ");

const ANY_CHANGE = "AFTER INSERT OR UPDATE OR DELETE";

/** The statement that (re)makes `table`'s version trigger, run `when` for each row. */
function trigger(table: PgTable, when: string, fn: string): string {
  const name = getTableConfig(table).name;
  return `CREATE OR REPLACE TRIGGER ${ident(name + TRIGGER_SUFFIX)} ${when} ON ${ident(name)} FOR EACH ROW EXECUTE FUNCTION "${fn}"()`;
}

/** A row trigger's function, in PL/pgSQL; `body` runs from BEGIN (a DECLARE part may come before it). */
const triggerFunction = (name: string, body: string) =>
  `CREATE OR REPLACE FUNCTION "${name}"() RETURNS trigger LANGUAGE plpgsql AS $$
${body}
END $$`;

/** A body that runs `action` only when one of `columns` changed, then answers `result`. */
const whenChanged = (columns: readonly string[], action: string, result: "NEW" | "NULL") => `BEGIN
  IF (${row("OLD", columns)}) IS DISTINCT FROM (${row("NEW", columns)}) THEN
    ${action}
  END IF;
  RETURN ${result};`;

const raise = (where: string) =>
  `UPDATE ${ident(getTableConfig(users).name)} SET "portfolio_version" = "portfolio_version" + 1 WHERE ${where};`;

/**
 * The name of the row trigger function for tables of this shape: "bump_portfolio_version" for the usual `user_id`
 * (the name the first migrations gave it), one more per other shape.
 */
function userRowFunctionName({ userColumn, shownColumn }: UserRowTable): string {
  if (userColumn === "user_id" && !shownColumn) return "bump_portfolio_version";
  return ["bump_portfolio_version_by", userColumn, ...(shownColumn ? ["when", shownColumn] : [])].join("_");
}

/**
 * The function raising the version of the user a row of this shape belongs to: on insert the new row's, on delete the
 * old row's, on update the old row's and, when the row moved to another user (or started showing), the new row's.
 */
function userRowFunction(shape: UserRowTable): string {
  const user = ident(shape.userColumn);
  const shown = shape.shownColumn ? ident(shape.shownColumn) : null;
  const all = (...conditions: (string | null)[]) => conditions.filter(Boolean).join(" AND ");
  const moved = `OLD.${user} IS DISTINCT FROM NEW.${user}`;
  return triggerFunction(
    userRowFunctionName(shape),
    `BEGIN
  IF ${all(`TG_OP <> 'INSERT'`, shown && `OLD.${shown}`)} THEN
    ${raise(`"id" = OLD.${user}`)}
  END IF;
  IF ${all(`TG_OP <> 'DELETE'`, shown && `NEW.${shown}`, `(TG_OP = 'INSERT' OR ${shown ? `NOT OLD.${shown} OR ` : ""}${moved})`)} THEN
    ${raise(`"id" = NEW.${user}`)}
  END IF;
  RETURN NULL;`,
  );
}

/** The SQL that makes the triggers of the list above (functions first; each statement on its own). */
export function portfolioTriggerStatements(): string[] {
  const membersName = getTableConfig(orgMembers).name;
  const members = (orgIds: string) =>
    `"id" IN (SELECT m."user_id" FROM ${ident(membersName)} m WHERE m."org_id" = ${orgIds})`;
  const shapes = new Map(USER_ROW_TABLES.map((shape) => [userRowFunctionName(shape), shape]));
  return [
    ...[...shapes.values()].map(userRowFunction),
    triggerFunction(
      "bump_own_portfolio_version",
      whenChanged(USER_COLUMNS, `NEW."portfolio_version" := OLD."portfolio_version" + 1;`, "NEW"),
    ),
    triggerFunction(
      "bump_members_portfolio_version",
      whenChanged(ORGANIZATION_COLUMNS, raise(members(`NEW."id"`)), "NULL"),
    ),
    triggerFunction(
      "bump_org_row_portfolio_version",
      `DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN changed := ARRAY[OLD."org_id"];
  ELSIF TG_OP = 'INSERT' THEN changed := ARRAY[NEW."org_id"];
  ELSE changed := ARRAY[OLD."org_id", NEW."org_id"];
  END IF;
  ${raise(members("ANY(changed)"))}
  RETURN NULL;`,
    ),
    ...ORG_ROW_TABLES.map((table) => trigger(table, ANY_CHANGE, "bump_org_row_portfolio_version")),
    ...USER_ROW_TABLES.map((shape) => trigger(shape.table, ANY_CHANGE, userRowFunctionName(shape))),
    trigger(users, "BEFORE UPDATE", "bump_own_portfolio_version"),
    trigger(organizations, "AFTER UPDATE", "bump_members_portfolio_version"),
  ];
}

import "server-only";
// Every trigger the database has, defined here and nowhere else: the migrate step makes them after the SQL
// migrations (syncTriggers), so a trigger is read, reviewed and changed in one place, and the database keeps exactly
// this set (tests/unit/triggers.db.test.ts compares the installed triggers with the list).
//
// - The portfolio version triggers (portfolio-version.ts keeps their list of tables and columns).
// - A changed portfolio marks its rep's talent facts stale, to be recomputed before anyone reads them.
// - An item that stops being verified loses its assurance level, whichever path voided it.
// - A change to what a signed-in request reads of its session and account (the session row, the account row, a
//   membership, an organisation's plan) is announced on ACCOUNT_CHANNEL with the account's id, to every process
//   that keeps those rows in memory (lib/server/data/session-accounts.ts).
// - A changed fact the recognition rules rest on marks its organisation's recognition stale (recognition-triggers.ts).
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "./client";
import { ident, PORTFOLIO_TABLE_NAMES, portfolioTriggerStatements, TRIGGER_SUFFIX } from "./portfolio-version";
import { achievements, authSessions, orgMembers, organizations, quotaRecords, references, users } from "./schema";
import { talentProfiles } from "./schema-talent";
import { recognitionTriggerStatements } from "./recognition-triggers";

const name = (table: PgTable) => ident(getTableConfig(table).name);

/** The tables whose verified items carry an assurance level. */
const ASSURED_TABLES: readonly PgTable[] = [quotaRecords, achievements, references];

function talentFactsStatements(): string[] {
  return [
    `CREATE OR REPLACE FUNCTION "talent_facts_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${name(talentProfiles)} SET "facts_stale" = true WHERE "user_id" = NEW."id" AND NOT "facts_stale";
  RETURN NEW;
END $$`,
    `CREATE OR REPLACE TRIGGER "users_talent_facts_stale" AFTER UPDATE OF "portfolio_version" ON ${name(users)}
  FOR EACH ROW WHEN (NEW."portfolio_version" IS DISTINCT FROM OLD."portfolio_version")
  EXECUTE FUNCTION "talent_facts_mark_stale"()`,
  ];
}

function assuranceStatements(): string[] {
  // Its evidence text goes too unless the same statement wrote a new one (a reference confirmed at a domain that is
  // not vetted keeps "Confirmed by e-mail at ...").
  return [
    `CREATE OR REPLACE FUNCTION "reset_assurance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."is_verified" THEN
    NEW."assurance_level" := 0;
    NEW."assurance_domain" := NULL;
    IF OLD."is_verified" AND NEW."assurance_evidence" IS NOT DISTINCT FROM OLD."assurance_evidence" THEN
      NEW."assurance_evidence" := NULL;
    END IF;
  END IF;
  RETURN NEW;
END $$`,
    ...ASSURED_TABLES.map((table) => {
      const tableName = getTableConfig(table).name;
      return `CREATE OR REPLACE TRIGGER ${ident(`${tableName}_reset_assurance`)} BEFORE UPDATE ON ${ident(tableName)} FOR EACH ROW EXECUTE FUNCTION "reset_assurance"()`;
    }),
  ];
}

/** Where account changes are announced: the payload is the account's id. */
export const ACCOUNT_CHANNEL = "qp_account_changed";

function accountAnnouncementStatements(): string[] {
  // TG_ARGV[0] names the column holding the account id; an update that moves a row to another account (a session or
  // membership given to someone else) announces both.
  return [
    `CREATE OR REPLACE FUNCTION "announce_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_id text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF before_id IS NOT NULL THEN PERFORM pg_notify('${ACCOUNT_CHANNEL}', before_id); END IF;
  IF after_id IS NOT NULL AND after_id IS DISTINCT FROM before_id THEN
    PERFORM pg_notify('${ACCOUNT_CHANNEL}', after_id);
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER "users_announce_account" AFTER UPDATE OR DELETE ON ${name(users)}
  FOR EACH ROW EXECUTE FUNCTION "announce_account_changed"('id')`,
    `CREATE OR REPLACE TRIGGER "auth_sessions_announce_account" AFTER UPDATE OR DELETE ON ${name(authSessions)}
  FOR EACH ROW EXECUTE FUNCTION "announce_account_changed"('user_id')`,
    `CREATE OR REPLACE TRIGGER "org_members_announce_account" AFTER INSERT OR UPDATE OR DELETE ON ${name(orgMembers)}
  FOR EACH ROW EXECUTE FUNCTION "announce_account_changed"('user_id')`,
    // An organisation's plan decides its members' effective plan.
    `CREATE OR REPLACE FUNCTION "announce_org_members_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${ACCOUNT_CHANNEL}', m."user_id"::text) FROM ${name(orgMembers)} m WHERE m."org_id" = NEW."id";
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER "organizations_announce_accounts" AFTER UPDATE OF "tier" ON ${name(organizations)}
  FOR EACH ROW WHEN (NEW."tier" IS DISTINCT FROM OLD."tier") EXECUTE FUNCTION "announce_org_members_changed"()`,
  ];
}

/** Triggers (and their functions) the app no longer has: dropped where an older migration made them. */
export const RETIRED: readonly { trigger: string; table: string; fn: string }[] = [
  { trigger: "users_notify_changed", table: "users", fn: "notify_user_changed" },
  { trigger: "org_members_notify_changed", table: "org_members", fn: "notify_member_changed" },
  { trigger: "organizations_notify_plan_changed", table: "organizations", fn: "notify_org_plan_changed" },
];

/** The SQL that makes every trigger, functions first; each statement on its own. */
export function triggerStatements(): string[] {
  return [
    ...portfolioTriggerStatements(),
    ...talentFactsStatements(),
    ...assuranceStatements(),
    ...accountAnnouncementStatements(),
    ...recognitionTriggerStatements(),
  ];
}

/** The installed triggers the list makes, as "table.trigger" (for the test that compares them). */
export function listedTriggers(): string[] {
  return triggerStatements()
    .map((statement) => /^CREATE OR REPLACE TRIGGER "([^"]+)"[\s\S]*? ON "([^"]+)"/.exec(statement))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, trigger, table]) => `${table}.${trigger}`);
}

const DIGEST_HOLDER = `"bump_portfolio_version"()`;

/**
 * Makes the database's triggers exactly the list's: creates or replaces each one, drops the retired ones and a
 * version trigger on a table that left the portfolio's list. Skipped when the installed set already matches (its
 * hash is kept as a function's comment), so a normal start takes no table lock; an advisory lock keeps two starting
 * servers apart.
 */
export async function syncTriggers(db: Db): Promise<void> {
  const statements = triggerStatements();
  const retired = RETIRED.flatMap(({ trigger, table, fn }) => [
    `DROP TRIGGER IF EXISTS ${ident(trigger)} ON ${ident(table)}`,
    `DROP FUNCTION IF EXISTS ${ident(fn)}()`,
  ]);
  const digest = createHash("sha256")
    .update([...retired, ...statements].join(";\n"))
    .digest("hex");
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('quotaproof_portfolio_triggers'))`);
    const installed = await queryRows<{ comment: string | null }>(
      tx,
      sql`SELECT obj_description(p.oid, 'pg_proc') AS comment FROM pg_proc p WHERE p.proname = 'bump_portfolio_version'`,
    );
    if (installed[0]?.comment === digest) return;
    for (const statement of [...retired, ...statements]) await tx.execute(sql.raw(statement));
    const existing = await queryRows<{ trigger: string; table: string }>(
      tx,
      sql`SELECT t.tgname AS trigger, c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE NOT t.tgisinternal AND t.tgname LIKE ${"%" + TRIGGER_SUFFIX}`,
    );
    for (const { trigger, table } of existing) {
      if (!PORTFOLIO_TABLE_NAMES.includes(table))
        await tx.execute(sql.raw(`DROP TRIGGER ${ident(trigger)} ON ${ident(table)}`));
    }
    await tx.execute(sql.raw(`COMMENT ON FUNCTION ${DIGEST_HOLDER} IS '${digest}'`));
  });
}

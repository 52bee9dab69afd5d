import "server-only";
// Whatever path changes a fact the recognition rules rest on (an employer's record signed, re-signed or deleted, an
// attestation approved or voided, a verified record edited, the employer's deals synced or forgotten), the
// organisation's recognition state is marked stale in the same transaction, here in the database rather than in each
// of those paths. The run after the response and the recognition job evaluate stale organisations.
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { ident } from "./portfolio-version";
import { orgAttestations, orgCrmDeals, quotaRecords, recognitionRuns } from "./schema";
import { organizations } from "./schema-orgs";

const name = (table: PgTable) => ident(getTableConfig(table).name);

/** The quota record columns an evaluation reads: a change elsewhere (a note, a proof file) marks nothing. */
const FACT_COLUMNS = [
  "is_verified",
  "year",
  "quarter",
  "quota",
  "attainment",
  "attainment_percent",
  "currency",
  "employer_org_id",
  "employer_source",
];

export function recognitionTriggerStatements(): string[] {
  const columns = (row: "OLD" | "NEW") => `(${FACT_COLUMNS.map((c) => `${row}.${ident(c)}`).join(", ")})`;
  return [
    `CREATE OR REPLACE FUNCTION "recognition_mark_stale"(org integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ${name(recognitionRuns)} ("org_id", "stale")
  SELECT o."id", true FROM ${name(organizations)} o WHERE o."id" = org
  ON CONFLICT ("org_id") DO UPDATE SET "stale" = true WHERE NOT ${name(recognitionRuns)}."stale"
$$`,
    `CREATE OR REPLACE FUNCTION "quota_records_recognition_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "recognition_mark_stale"(OLD."employer_org_id");
    PERFORM "recognition_mark_stale"(a."org_id") FROM ${name(orgAttestations)} a
      WHERE a."quota_record_id" = OLD."id" AND a."status" = 'approved';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "recognition_mark_stale"(NEW."employer_org_id");
  END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER "quota_records_recognition_written" AFTER INSERT OR DELETE ON ${name(quotaRecords)}
  FOR EACH ROW EXECUTE FUNCTION "quota_records_recognition_stale"()`,
    `CREATE OR REPLACE TRIGGER "quota_records_recognition_changed" AFTER UPDATE ON ${name(quotaRecords)}
  FOR EACH ROW WHEN (${columns("OLD")} IS DISTINCT FROM ${columns("NEW")})
  EXECUTE FUNCTION "quota_records_recognition_stale"()`,
    // An attestation matters to the rules when it is, or was, approved.
    `CREATE OR REPLACE FUNCTION "org_attestations_recognition_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" = 'approved' THEN PERFORM "recognition_mark_stale"(OLD."org_id"); END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'approved' THEN PERFORM "recognition_mark_stale"(NEW."org_id"); END IF;
  RETURN NULL;
END $$`,
    `CREATE OR REPLACE TRIGGER "org_attestations_recognition" AFTER INSERT OR UPDATE OR DELETE ON ${name(orgAttestations)}
  FOR EACH ROW EXECUTE FUNCTION "org_attestations_recognition_stale"()`,
    // A sync writes thousands of deals in a few statements: marked once per statement, from its changed rows.
    `CREATE OR REPLACE FUNCTION "org_crm_deals_recognition_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "recognition_mark_stale"(d."org_id") FROM (SELECT DISTINCT "org_id" FROM changed) d;
  RETURN NULL;
END $$`,
    ...(["INSERT", "UPDATE", "DELETE"] as const).map(
      (event) =>
        `CREATE OR REPLACE TRIGGER ${ident(`org_crm_deals_recognition_${event.toLowerCase()}`)} AFTER ${event} ON ${name(orgCrmDeals)}
  REFERENCING ${event === "DELETE" ? "OLD" : "NEW"} TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "org_crm_deals_recognition_stale"()`,
    ),
  ];
}

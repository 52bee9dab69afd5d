CREATE TABLE "assurance_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employer_domain_sightings" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" varchar(253) NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"via" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_domains" (
	"domain" varchar(253) PRIMARY KEY NOT NULL,
	"source" varchar(10) NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "assurance_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "assurance_evidence" text;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "assurance_domain" varchar(253);--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "assurance_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "assurance_evidence" text;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "assurance_domain" varchar(253);--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "assurance_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "assurance_evidence" text;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "assurance_domain" varchar(253);--> statement-breakpoint
ALTER TABLE "assurance_notices" ADD CONSTRAINT "assurance_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_domain_sightings" ADD CONSTRAINT "employer_domain_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_domains" ADD CONSTRAINT "employer_domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assurance_notices_unmailed_idx" ON "assurance_notices" USING btree ("user_id") WHERE "assurance_notices"."mailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_domain_sightings_item_unique" ON "employer_domain_sightings" USING btree ("domain","item_type","item_id","via");--> statement-breakpoint
CREATE INDEX "employer_domain_sightings_domain_idx" ON "employer_domain_sightings" USING btree ("domain","created_at");--> statement-breakpoint
-- A vetted employer domain (or a subdomain of one): approved by the operator, or an Enterprise organisation's domain
-- verified by DNS or by the operator. A domain verified only because a member confirmed an address there is not:
-- anyone who registers a domain can do that. The one definition the app asks (lib/server/data/employer-domains.ts).
CREATE OR REPLACE FUNCTION "is_vetted_employer_domain"(d text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT d IS NOT NULL AND (
    EXISTS (SELECT 1 FROM "employer_domains" e WHERE lower(d) = e."domain" OR lower(d) LIKE '%.' || e."domain")
    OR EXISTS (
      SELECT 1 FROM "org_domains" od JOIN "organizations" o ON o."id" = od."org_id"
      WHERE od."verified_at" IS NOT NULL AND od."method" IN ('dns', 'operator') AND o."tier" = 'enterprise'
        AND (lower(d) = od."domain" OR lower(d) LIKE '%.' || od."domain")
    )
  )
$$;
--> statement-breakpoint
-- An item that stops being verified loses its level and the domain it rested on, whichever path voided it; its
-- evidence text goes too unless the same statement wrote a new one (a reference confirmed at a domain that is not
-- vetted keeps "Confirmed by e-mail at ...").
CREATE OR REPLACE FUNCTION "reset_assurance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW."is_verified" THEN
    NEW."assurance_level" := 0;
    NEW."assurance_domain" := NULL;
    IF OLD."is_verified" AND NEW."assurance_evidence" IS NOT DISTINCT FROM OLD."assurance_evidence" THEN
      NEW."assurance_evidence" := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quota_records_reset_assurance" BEFORE UPDATE ON "quota_records" FOR EACH ROW EXECUTE FUNCTION "reset_assurance"();
--> statement-breakpoint
CREATE TRIGGER "achievements_reset_assurance" BEFORE UPDATE ON "achievements" FOR EACH ROW EXECUTE FUNCTION "reset_assurance"();
--> statement-breakpoint
CREATE TRIGGER "references_reset_assurance" BEFORE UPDATE ON "references" FOR EACH ROW EXECUTE FUNCTION "reset_assurance"();
--> statement-breakpoint
-- Every item verified before the levels existed gets its level from its stored evidence. The rep's confirmed
-- mailboxes: the account's address once confirmed, and confirmed work addresses.
CREATE TEMPORARY VIEW "confirmed_mailbox_domains" AS
  SELECT "id" AS "user_id", lower(split_part("email", '@', 2)) AS "domain" FROM "users" WHERE "email_confirmed_at" IS NOT NULL
  UNION
  SELECT "user_id", lower(split_part("email", '@', 2)) FROM "work_emails" WHERE "confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- Level 3: the employer itself (an attestation in force, an award standing).
UPDATE "quota_records" q SET "assurance_level" = 3,
  "assurance_evidence" = 'Attested by ' || concat_ws(', ', a."attester_name", a."attester_title") || ' in the organisation on QuotaProof'
FROM "org_attestations" a
WHERE a."quota_record_id" = q."id" AND a."status" = 'approved' AND q."is_verified";
--> statement-breakpoint
UPDATE "achievements" x SET "assurance_level" = 3, "assurance_evidence" = 'Awarded by the rep''s organisation on QuotaProof'
FROM "org_awards" w JOIN "organizations" o ON o."id" = w."org_id"
WHERE w."achievement_id" = x."id" AND w."revoked_at" IS NULL AND x."is_verified";
--> statement-breakpoint
-- Level 1: a QuotaProof reviewer approved the proof.
UPDATE "quota_records" SET "assurance_level" = 1,
  "assurance_evidence" = 'Approved by a QuotaProof reviewer on ' || to_char(coalesce("reviewed_at", "verified_at"), 'YYYY-MM-DD')
WHERE "is_verified" AND "assurance_level" = 0 AND "review_status" = 'approved';
--> statement-breakpoint
UPDATE "achievements" SET "assurance_level" = 1,
  "assurance_evidence" = 'Approved by a QuotaProof reviewer on ' || to_char("reviewed_at", 'YYYY-MM-DD')
WHERE "is_verified" AND "assurance_level" = 0 AND "review_status" = 'approved';
--> statement-breakpoint
-- Level 2: a manager's signature (not from the rep's device) or a DKIM-verified e-mail from a vetted domain that is
-- the domain of one of the rep's confirmed addresses.
UPDATE "quota_records" q SET "assurance_level" = 2, "assurance_domain" = lower(s."signer_domain"),
  "assurance_evidence" = 'E-signed by ' || concat_ws(', ', s."signer_name", s."signer_title") || ' from a mailbox at ' || lower(s."signer_domain")
FROM "signing_requests" s
WHERE s."quota_record_id" = q."id" AND s."status" = 'signed' AND NOT s."signed_from_rep_device"
  AND q."is_verified" AND q."assurance_level" = 0 AND q."proof_type" = 'manager_esign'
  AND "is_vetted_employer_domain"(s."signer_domain")
  AND EXISTS (SELECT 1 FROM "confirmed_mailbox_domains" m WHERE m."user_id" = q."user_id" AND m."domain" = lower(s."signer_domain"));
--> statement-breakpoint
UPDATE "quota_records" q SET "assurance_level" = 2, "assurance_domain" = lower(q."proof_evidence"->'proves'->>'employerDomain'),
  "assurance_evidence" = 'DKIM-signed e-mail from ' || lower(q."proof_evidence"->'proves'->>'employerDomain') || ' to the rep''s confirmed address, stating '
    || (q."proof_evidence"->'proves'->>'figure') || ' for ' || (q."proof_evidence"->'proves'->>'period')
WHERE q."is_verified" AND q."assurance_level" = 0 AND q."proof_evidence"->'proves' IS NOT NULL
  AND "is_vetted_employer_domain"(q."proof_evidence"->'proves'->>'employerDomain')
  AND EXISTS (SELECT 1 FROM "confirmed_mailbox_domains" m WHERE m."user_id" = q."user_id"
    AND m."domain" = lower(q."proof_evidence"->'proves'->>'employerDomain'));
--> statement-breakpoint
-- What no longer qualifies: the domains it named are noted for the operator, the rep is told, and the item goes
-- back to review with its evidence kept (signature rows and proof evidence are not touched).
INSERT INTO "employer_domain_sightings" ("domain", "item_type", "item_id", "user_id", "via")
SELECT DISTINCT lower(coalesce(s."signer_domain", q."proof_evidence"->>'signingDomain')), 'quota_record', q."id", q."user_id",
  CASE WHEN s."id" IS NULL THEN 'email_proof' ELSE 'manager_esign' END
FROM "quota_records" q
LEFT JOIN "signing_requests" s ON s."quota_record_id" = q."id" AND s."status" = 'signed' AND q."proof_type" = 'manager_esign'
WHERE q."is_verified" AND q."assurance_level" = 0 AND coalesce(s."signer_domain", q."proof_evidence"->>'signingDomain') IS NOT NULL
  AND NOT "is_vetted_employer_domain"(coalesce(s."signer_domain", q."proof_evidence"->>'signingDomain'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "assurance_notices" ("user_id", "item_type", "item_id", "summary")
SELECT "user_id", 'quota_record', "id",
  CASE WHEN "quarter" IS NULL THEN "year"::text ELSE 'Q' || "quarter" || ' ' || "year" END
    || ': back to review. It was verified by a signature or e-mail from a domain QuotaProof has not vetted as an employer''s, or one that is not the domain of a work address you confirmed. A QuotaProof reviewer will look at the evidence you already gave; nothing is lost.'
FROM "quota_records" WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
UPDATE "quota_records" SET "is_verified" = false, "verified_at" = NULL, "review_status" = 'pending', "reviewed_at" = NULL,
  "reviewed_by" = NULL, "review_reason" = NULL,
  "review_flag" = 'Re-checked when assurance levels were introduced: the signing domain is not a vetted employer domain of the rep, so a reviewer must confirm the evidence'
WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
INSERT INTO "assurance_notices" ("user_id", "item_type", "item_id", "summary")
SELECT "user_id", 'achievement', "id",
  '"' || "title" || '": back to review. It was verified by an e-mail from a domain QuotaProof has not vetted as an employer''s. A QuotaProof reviewer will look at the evidence you already gave; nothing is lost.'
FROM "achievements" WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
UPDATE "achievements" SET "is_verified" = false, "review_status" = 'pending', "reviewed_at" = NULL, "reviewed_by" = NULL,
  "review_reason" = NULL,
  "review_flag" = 'Re-checked when assurance levels were introduced: the e-mail''s domain is not a vetted employer domain, so a reviewer must confirm the evidence'
WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
-- References: level 2 from a vetted domain that is the rep's confirmed work domain; otherwise the confirmation is
-- kept as what it is (someone at that domain clicked), with no badge and no credential.
UPDATE "references" r SET "assurance_level" = 2, "assurance_domain" = lower(split_part(r."email", '@', 2)),
  "assurance_evidence" = 'Confirmed by ' || r."reference_name" || ' from a mailbox at ' || lower(split_part(r."email", '@', 2))
WHERE r."is_verified" AND r."email" IS NOT NULL AND "is_vetted_employer_domain"(split_part(r."email", '@', 2))
  AND EXISTS (SELECT 1 FROM "confirmed_mailbox_domains" m WHERE m."user_id" = r."user_id" AND m."domain" = lower(split_part(r."email", '@', 2)));
--> statement-breakpoint
INSERT INTO "employer_domain_sightings" ("domain", "item_type", "item_id", "user_id", "via")
SELECT lower(split_part("email", '@', 2)), 'reference', "id", "user_id", 'reference'
FROM "references" WHERE "is_verified" AND "assurance_level" = 0 AND "email" IS NOT NULL
  AND NOT "is_vetted_employer_domain"(split_part("email", '@', 2))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "assurance_notices" ("user_id", "item_type", "item_id", "summary")
SELECT "user_id", 'reference', "id",
  'Reference from ' || "reference_name" || ': now shown as "Confirmed by e-mail at ' || lower(coalesce(split_part("email", '@', 2), '')) || '" without a Verified badge or credential, because that domain is not a vetted employer domain of yours.'
FROM "references" WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
UPDATE "references" SET "is_verified" = false,
  "assurance_evidence" = 'Confirmed by e-mail at ' || lower(coalesce(split_part("email", '@', 2), 'an unknown domain'))
WHERE "is_verified" AND "assurance_level" = 0;
--> statement-breakpoint
DROP VIEW "confirmed_mailbox_domains";

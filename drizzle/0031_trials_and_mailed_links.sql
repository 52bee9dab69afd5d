CREATE TABLE "billing_trials" (
	"kind" varchar(10) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"stripe_subscription_id" varchar(255),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_trials_kind_key_hash_pk" PRIMARY KEY("kind","key_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_trials" ADD CONSTRAINT "billing_trials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_link_hash_idx" ON "mail_outbox" USING btree ("link_hash") WHERE "mail_outbox"."link_hash" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_link_expiry_idx" ON "mail_outbox" USING btree ("link_expires_at") WHERE "mail_outbox"."link_hash" is not null;--> statement-breakpoint
-- The trials given before this table: each such account's mailbox, normalised as lib/email-address.ts does (lower
-- case, no +tag, and for Gmail no dots and one domain), hashed as lib/server/billing/trials.ts hashes it.
INSERT INTO "billing_trials" ("kind", "key_hash", "user_id")
SELECT DISTINCT ON ("key_hash") 'mailbox', "key_hash", "user_id"
FROM (
	SELECT "user_id", encode(sha256(convert_to(
		CASE WHEN "domain" IN ('gmail.com', 'googlemail.com') THEN replace("local", '.', '') || '@gmail.com'
		ELSE "local" || '@' || "domain" END, 'UTF8')), 'hex') AS "key_hash"
	FROM (
		SELECT "user_id",
			CASE WHEN position('+' IN "full_local") > 1 THEN left("full_local", position('+' IN "full_local") - 1)
			ELSE "full_local" END AS "local",
			regexp_replace("full_domain", '\.$', '') AS "domain"
		FROM (
			SELECT b."user_id", substring(lower(trim(u."email")) FROM '^(.+)@[^@]*$') AS "full_local",
				substring(lower(trim(u."email")) FROM '@([^@]*)$') AS "full_domain"
			FROM "billing_accounts" b JOIN "users" u ON u."id" = b."user_id"
			WHERE b."trial_used"
		) AS "addresses"
		WHERE "full_local" IS NOT NULL
	) AS "mailboxes"
) AS "keys"
ORDER BY "key_hash", "user_id"
ON CONFLICT DO NOTHING;

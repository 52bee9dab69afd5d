CREATE TABLE "admin_digest" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone,
	"notified_keys" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "sections" text[] DEFAULT '{quota,achievements,deals,experience,references,about}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_change_token_unique" ON "users" USING btree ("email_change_token_hash");
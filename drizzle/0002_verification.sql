CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('none', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"entity_type" varchar(40),
	"entity_id" integer,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "proof_file_id" integer;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "review_status" "review_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "proof_file_id" integer;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "review_status" "review_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_id_idx" ON "mail_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_entity_idx" ON "mail_outbox" USING btree ("entity_type","entity_id");--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_records" ADD CONSTRAINT "quota_records_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_records" ADD CONSTRAINT "quota_records_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_review_status_idx" ON "achievements" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "quota_records_review_status_idx" ON "quota_records" USING btree ("review_status");--> statement-breakpoint
ALTER TABLE "references" ADD CONSTRAINT "references_confirm_token_hash_unique" UNIQUE("confirm_token_hash");
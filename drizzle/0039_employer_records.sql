DROP INDEX "quota_records_user_period_unique";--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "employer_org_id" integer;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "employer_name" varchar(120);--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "employer_source" jsonb;--> statement-breakpoint
ALTER TABLE "quota_records" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "quota_records_user_period_unique" ON "quota_records" USING btree ("user_id","year",coalesce("quarter", 0),coalesce("employer_org_id", 0));
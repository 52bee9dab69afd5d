ALTER TABLE "deal_highlights" ADD COLUMN "arr_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD COLUMN "source_provider" varchar(20);--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD COLUMN "source_account_id" varchar(100);--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD COLUMN "source_external_id" varchar(100);--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD COLUMN "source_fetched_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_highlights_source_uq" ON "deal_highlights" USING btree ("user_id","source_provider","source_external_id");
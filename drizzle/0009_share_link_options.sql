ALTER TABLE "share_links" ADD COLUMN "name" varchar(80);--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "expires_at" timestamp with time zone;
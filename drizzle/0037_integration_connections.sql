ALTER TABLE "crm_connections" RENAME TO "integration_connections";--> statement-breakpoint
ALTER INDEX "crm_connections_pkey" RENAME TO "integration_connections_pkey";--> statement-breakpoint
ALTER SEQUENCE "crm_connections_id_seq" RENAME TO "integration_connections_id_seq";--> statement-breakpoint
ALTER TABLE "integration_connections" DROP CONSTRAINT "crm_connections_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "crm_connections_user_provider_uq";--> statement-breakpoint
ALTER TABLE "integration_connections" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "integration_connections" ALTER COLUMN "provider_user_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_user_provider_uq" ON "integration_connections" USING btree ("user_id","provider");--> statement-breakpoint
-- Google Drive connections join the CRMs' table as they are (their tokens stay sealed as they were): no one connects again.
INSERT INTO "integration_connections" ("user_id", "provider", "refresh_token_encrypted", "access_token_encrypted",
    "access_token_expires_at", "scope", "connected_at")
  SELECT "user_id", 'google', "refresh_token_encrypted", "access_token_encrypted", "access_token_expires_at", "scope",
    "created_at"
  FROM "google_connections"
  ON CONFLICT ("user_id", "provider") DO NOTHING;--> statement-breakpoint
DROP TABLE "google_connections" CASCADE;

CREATE TABLE "crm_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"account_id" varchar(100) NOT NULL,
	"instance_url" text,
	"provider_user_id" varchar(100) NOT NULL,
	"provider_user_name" varchar(200),
	"provider_user_email" varchar(320),
	"refresh_token_encrypted" text,
	"access_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone,
	"scope" text,
	"reconnect_reason" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD COLUMN "source_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_user_provider_uq" ON "crm_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_oauth_states_hash_uq" ON "crm_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "crm_oauth_states_user_idx" ON "crm_oauth_states" USING btree ("user_id","created_at");
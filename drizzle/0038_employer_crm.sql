CREATE TABLE "org_crm_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"connected_by" integer,
	"account_id" varchar(100) NOT NULL,
	"instance_url" text,
	"provider_user_id" varchar(100),
	"provider_user_email" varchar(320),
	"refresh_token_encrypted" text,
	"access_token_encrypted" text,
	"access_token_expires_at" timestamp with time zone,
	"scope" text,
	"reconnect_reason" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_state" varchar(10),
	"sync_progress" smallint DEFAULT 0 NOT NULL,
	"sync_started_at" timestamp with time zone,
	"sync_finished_at" timestamp with time zone,
	"sync_error" text,
	"sync_counts" jsonb
);
--> statement-breakpoint
CREATE TABLE "org_crm_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"deal_id" varchar(100) NOT NULL,
	"name" varchar(300) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"close_date" date NOT NULL,
	"crm_user_id" varchar(100) NOT NULL,
	"user_id" integer,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_crm_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"crm_user_id" varchar(100) NOT NULL,
	"crm_email" varchar(320),
	"crm_name" varchar(200),
	"user_id" integer,
	"period" varchar(7) NOT NULL,
	"year" integer NOT NULL,
	"quarter" smallint,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"quota" numeric(15, 2) NOT NULL,
	"closed" numeric(15, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"closed_currency" varchar(3) NOT NULL,
	"won_amount" numeric(15, 2),
	"flag" text,
	"source_ids" jsonb NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"signed_hash" varchar(64),
	"signed_by" integer,
	"signed_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "org_crm_connections" ADD CONSTRAINT "org_crm_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_connections" ADD CONSTRAINT "org_crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_deals" ADD CONSTRAINT "org_crm_deals_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_deals" ADD CONSTRAINT "org_crm_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_figures" ADD CONSTRAINT "org_crm_figures_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_figures" ADD CONSTRAINT "org_crm_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_crm_figures" ADD CONSTRAINT "org_crm_figures_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_crm_connections_org_provider_uq" ON "org_crm_connections" USING btree ("org_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "org_crm_deals_uq" ON "org_crm_deals" USING btree ("org_id","provider","deal_id");--> statement-breakpoint
CREATE INDEX "org_crm_deals_user_idx" ON "org_crm_deals" USING btree ("user_id","close_date");--> statement-breakpoint
CREATE UNIQUE INDEX "org_crm_figures_period_uq" ON "org_crm_figures" USING btree ("org_id","provider","crm_user_id","period");--> statement-breakpoint
CREATE INDEX "org_crm_figures_review_idx" ON "org_crm_figures" USING btree ("org_id","period","id");--> statement-breakpoint
CREATE INDEX "org_crm_figures_user_idx" ON "org_crm_figures" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
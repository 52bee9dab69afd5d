CREATE TYPE "public"."contest_metric" AS ENUM('attainment', 'closed_amount', 'deal_count');--> statement-breakpoint
CREATE TYPE "public"."recognition_period_type" AS ENUM('quarter', 'year');--> statement-breakpoint
CREATE TYPE "public"."recognition_rule_kind" AS ENUM('attainment_at_least', 'streak', 'top_percent', 'largest_deal');--> statement-breakpoint
CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"metric" "contest_metric" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"scope_manager_id" integer,
	"scope_segment" varchar(60),
	"prize" varchar(300),
	"created_by" integer,
	"awarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kudos" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"from_user_id" integer,
	"to_user_id" integer NOT NULL,
	"from_name" varchar(120) NOT NULL,
	"from_title" varchar(120),
	"org_name" varchar(120) NOT NULL,
	"message" text NOT NULL,
	"on_book" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_slack_webhooks" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"webhook_url_sealed" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_nudges" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_preferences" (
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"nudges" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognition_preferences_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "recognition_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "recognition_rule_kind" NOT NULL,
	"threshold" numeric(6, 2),
	"periods" smallint,
	"period_type" "recognition_period_type" NOT NULL,
	"scope_manager_id" integer,
	"scope_segment" varchar(60),
	"announce" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_runs" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"stale" boolean DEFAULT true NOT NULL,
	"evaluated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "org_awards" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "org_awards" ADD COLUMN "contest_id" integer;--> statement-breakpoint
ALTER TABLE "org_awards" ADD COLUMN "period" varchar(7);--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_scope_manager_id_users_id_fk" FOREIGN KEY ("scope_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kudos" ADD CONSTRAINT "kudos_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_slack_webhooks" ADD CONSTRAINT "org_slack_webhooks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_slack_webhooks" ADD CONSTRAINT "org_slack_webhooks_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_nudges" ADD CONSTRAINT "recognition_nudges_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_nudges" ADD CONSTRAINT "recognition_nudges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_preferences" ADD CONSTRAINT "recognition_preferences_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_preferences" ADD CONSTRAINT "recognition_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_rules" ADD CONSTRAINT "recognition_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_rules" ADD CONSTRAINT "recognition_rules_scope_manager_id_users_id_fk" FOREIGN KEY ("scope_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_rules" ADD CONSTRAINT "recognition_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_runs" ADD CONSTRAINT "recognition_runs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contests_org_idx" ON "contests" USING btree ("org_id","ends_on");--> statement-breakpoint
CREATE INDEX "kudos_org_created_idx" ON "kudos" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "kudos_to_idx" ON "kudos" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_nudges_once" ON "recognition_nudges" USING btree ("org_id","user_id","week");--> statement-breakpoint
CREATE INDEX "recognition_rules_org_idx" ON "recognition_rules" USING btree ("org_id","active");--> statement-breakpoint
CREATE INDEX "recognition_runs_stale_idx" ON "recognition_runs" USING btree ("org_id") WHERE "recognition_runs"."stale";--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_rule_id_recognition_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."recognition_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_awards_rule_once" ON "org_awards" USING btree ("rule_id","user_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "org_awards_contest_once" ON "org_awards" USING btree ("contest_id","user_id");
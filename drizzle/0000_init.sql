CREATE TYPE "public"."proof_type" AS ENUM('none', 'screenshot', 'email', 'manager_esign');--> statement-breakpoint
CREATE TYPE "public"."ramp_status" AS ENUM('on_ramp', 'post_ramp');--> statement-breakpoint
CREATE TYPE "public"."sales_profile" AS ENUM('Hunter', 'Farmer', 'Hybrid');--> statement-breakpoint
CREATE TYPE "public"."signing_status" AS ENUM('sent', 'signed', 'declined', 'expired', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."subscription_tier" AS ENUM('starter', 'pro', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin');--> statement-breakpoint
CREATE TABLE "about_me" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"personal_summary" text,
	"career_highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"core_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_philosophy" text,
	"industry_expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"personal_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"volunteer_work" text,
	"personal_website" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(50) DEFAULT 'enterprise_deal' NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_story" text,
	"stakeholders" text[] DEFAULT '{}'::text[] NOT NULL,
	"challenges" text,
	"solution" text,
	"impact" text,
	"timeframe" varchar(100),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ai_enhanced" text,
	"date_received" date,
	"proof_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"actor" varchar(254) NOT NULL,
	"ip" varchar(64),
	"user_agent" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"arr_value" numeric(15, 2),
	"cycle_length" integer,
	"stakeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_state" text,
	"negative_consequences" text,
	"desired_future_state" text,
	"positive_business_outcomes" text,
	"required_capabilities" text,
	"why_change" text,
	"why_now" text,
	"why_us" text,
	"metrics" text,
	"economic_buyer" text,
	"decision_criteria" text,
	"decision_process" text,
	"paper_process" text,
	"identify_pain" text,
	"champion" text,
	"competition" text,
	"revenue_impact" text,
	"customer_story_url" text,
	"client_logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executive_circle" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"executive_name" varchar(120) NOT NULL,
	"executive_title" varchar(120) NOT NULL,
	"executive_company" varchar(120) NOT NULL,
	"linkedin_profile_url" text,
	"executive_level" varchar(40) NOT NULL,
	"relationship" varchar(40) NOT NULL,
	"communication_frequency" varchar(40) NOT NULL,
	"connection_strength" integer DEFAULT 7 NOT NULL,
	"profile_picture_url" text,
	"how_you_met" text,
	"shared_history" text,
	"mutual_connections" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry" varchar(60),
	"is_texting_basis" boolean DEFAULT false NOT NULL,
	"notes" text,
	"last_contact" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" varchar(120) NOT NULL,
	"role" varchar(120) NOT NULL,
	"duration" varchar(60) NOT NULL,
	"location" varchar(120) NOT NULL,
	"company_revenue_size" text NOT NULL,
	"company_employee_count" text NOT NULL,
	"company_type" text NOT NULL,
	"market_complexity" varchar(60) NOT NULL,
	"verticals" text[] NOT NULL,
	"personas" text[] NOT NULL,
	"net_new_logo_percent" integer NOT NULL,
	"expansion_percent" integer NOT NULL,
	"total_accounts_managed" integer NOT NULL,
	"existing_customers" integer NOT NULL,
	"net_new_prospects" integer NOT NULL,
	"average_deal_cycle" numeric(5, 1) NOT NULL,
	"sales_profile" "sales_profile" NOT NULL,
	"achievements" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"quarter" integer,
	"quota" numeric(15, 2) NOT NULL,
	"attainment" numeric(15, 2) NOT NULL,
	"attainment_percent" numeric(5, 2) NOT NULL,
	"proof_type" "proof_type" DEFAULT 'none' NOT NULL,
	"proof_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"ramp_status" "ramp_status",
	"stack_rank_position" integer,
	"stack_rank_total" integer,
	"stack_rank_percentile" numeric(5, 2),
	"stack_rank_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "references" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reference_name" varchar(120) NOT NULL,
	"reference_title" varchar(120) NOT NULL,
	"reference_company" varchar(120) NOT NULL,
	"relationship_context" text,
	"working_relationship" varchar(40) NOT NULL,
	"phone_number" varchar(40),
	"email" varchar(254),
	"linkedin_url" text,
	"testimonial" text,
	"years_worked_together" integer,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" varchar(64) NOT NULL,
	"achievement_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"allow_indexing" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "signing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"quota_record_id" integer NOT NULL,
	"manager_name" varchar(120) NOT NULL,
	"manager_email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" "signing_status" DEFAULT 'sent' NOT NULL,
	"figures_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signer_name" varchar(120),
	"signer_ip" varchar(64),
	"signer_user_agent" text,
	"signed_at" timestamp with time zone,
	"decline_reason" text,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"purpose" varchar(40) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(50) NOT NULL,
	"description" text NOT NULL,
	"icon" varchar(40) NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(30) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"title" varchar(120),
	"company" varchar(120),
	"linkedin_url" text,
	"profile_picture_url" text,
	"video_pitch_url" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"subscription_tier" "subscription_tier" DEFAULT 'starter' NOT NULL,
	"subscription_status" "subscription_status" DEFAULT 'active' NOT NULL,
	"is_annual_billing" boolean DEFAULT false NOT NULL,
	"subscription_expiry" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "about_me" ADD CONSTRAINT "about_me_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_highlights" ADD CONSTRAINT "deal_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_circle" ADD CONSTRAINT "executive_circle_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_records" ADD CONSTRAINT "quota_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "references" ADD CONSTRAINT "references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_quota_record_id_quota_records_id_fk" FOREIGN KEY ("quota_record_id") REFERENCES "public"."quota_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "about_me_user_id_unique" ON "about_me" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "achievements_user_id_idx" ON "achievements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "deal_highlights_user_id_idx" ON "deal_highlights" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "executive_circle_user_id_idx" ON "executive_circle" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experiences_user_id_idx" ON "experiences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_failures_key_created_idx" ON "login_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "quota_records_user_id_idx" ON "quota_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quota_records_user_period_unique" ON "quota_records" USING btree ("user_id","year",coalesce("quarter", 0));--> statement-breakpoint
CREATE INDEX "references_user_id_idx" ON "references" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_links_user_id_idx" ON "share_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signing_requests_user_id_idx" ON "signing_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "signing_requests_quota_record_id_idx" ON "signing_requests" USING btree ("quota_record_id");--> statement-breakpoint
CREATE INDEX "stored_files_user_id_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));
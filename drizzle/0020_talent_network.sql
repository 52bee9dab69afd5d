CREATE TABLE "talent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_id" varchar(24) NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"consent_version" varchar(20),
	"consented_at" timestamp with time zone,
	"headline" varchar(140),
	"location" varchar(100),
	"segments" text[] DEFAULT '{}'::text[] NOT NULL,
	"open_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_modes" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"facts_stale" boolean DEFAULT true NOT NULL,
	"best_attainment" numeric(8, 2),
	"year_bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified_periods" integer DEFAULT 0 NOT NULL,
	"verified_items" integer DEFAULT 0 NOT NULL,
	"quota_years" numeric(4, 1) DEFAULT '0' NOT NULL,
	"verified_awards" integer DEFAULT 0 NOT NULL,
	"deal_band" varchar(40),
	"search" "tsvector",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_profiles_profile_id_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
CREATE TABLE "talent_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"rep_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"rep_contact_email" varchar(254),
	"recruiter_contact_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"rep_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"recruiter_id" integer,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_requests" ADD CONSTRAINT "talent_requests_rep_id_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_rep_id_users_id_fk" FOREIGN KEY ("rep_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_views" ADD CONSTRAINT "talent_views_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_profiles_listed_rank_idx" ON "talent_profiles" USING btree (coalesce("best_attainment", -1) desc,"profile_id" desc) WHERE "talent_profiles"."listed";--> statement-breakpoint
CREATE INDEX "talent_profiles_stale_idx" ON "talent_profiles" USING btree ("user_id") WHERE "talent_profiles"."listed" and "talent_profiles"."facts_stale";--> statement-breakpoint
CREATE INDEX "talent_profiles_search_idx" ON "talent_profiles" USING gin ("search") WHERE "talent_profiles"."listed";--> statement-breakpoint
CREATE INDEX "talent_profiles_segments_idx" ON "talent_profiles" USING gin ("segments") WHERE "talent_profiles"."listed";--> statement-breakpoint
CREATE INDEX "talent_requests_rep_idx" ON "talent_requests" USING btree ("rep_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_requests_org_idx" ON "talent_requests" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_views_rep_idx" ON "talent_views" USING btree ("rep_id","created_at" DESC NULLS LAST);
CREATE TABLE "org_benchmark_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"cohorts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"domain" varchar(253) NOT NULL,
	"method" varchar(10),
	"txt_token" varchar(64) NOT NULL,
	"verified_at" timestamp with time zone,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"user_agent" text,
	"ip" varchar(64),
	"place" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_proof_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_key" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"quota_record_id" integer,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_buckets" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "work_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"normalized" varchar(254) NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "manager_set_by" integer;--> statement-breakpoint
ALTER TABLE "org_members" ADD COLUMN "manager_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_benchmark_snapshots" ADD CONSTRAINT "org_benchmark_snapshots_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_domains" ADD CONSTRAINT "org_domains_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_domains" ADD CONSTRAINT "org_domains_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_proof_uses" ADD CONSTRAINT "email_proof_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_proof_uses" ADD CONSTRAINT "email_proof_uses_quota_record_id_quota_records_id_fk" FOREIGN KEY ("quota_record_id") REFERENCES "public"."quota_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_proof_uses" ADD CONSTRAINT "email_proof_uses_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_emails" ADD CONSTRAINT "work_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_benchmark_snapshots_org_day_unique" ON "org_benchmark_snapshots" USING btree ("org_id","taken_on");--> statement-breakpoint
CREATE UNIQUE INDEX "org_domains_org_domain_unique" ON "org_domains" USING btree ("org_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "org_domains_verified_domain_unique" ON "org_domains" USING btree ("domain") WHERE "org_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_unique" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_secret_unique" ON "auth_sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_proof_uses_message_unique" ON "email_proof_uses" USING btree ("message_key");--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_token_unique" ON "known_devices" USING btree ("user_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "work_emails_user_mailbox_unique" ON "work_emails" USING btree ("user_id","normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "work_emails_confirmed_mailbox_unique" ON "work_emails" USING btree ("normalized") WHERE "work_emails"."confirmed_at" is not null;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_manager_set_by_users_id_fk" FOREIGN KEY ("manager_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
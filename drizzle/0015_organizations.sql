CREATE TYPE "public"."attestation_status" AS ENUM('pending', 'approved', 'declined', 'void');--> statement-breakpoint
CREATE TYPE "public"."org_role" AS ENUM('owner', 'admin', 'manager', 'seller', 'recruiter');--> statement-breakpoint
CREATE TYPE "public"."org_tier" AS ENUM('team', 'enterprise');--> statement-breakpoint
CREATE TABLE "org_attestations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"user_id" integer NOT NULL,
	"quota_record_id" integer NOT NULL,
	"manager_id" integer,
	"status" "attestation_status" DEFAULT 'pending' NOT NULL,
	"figures_hash" varchar(64) NOT NULL,
	"figures" jsonb NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"attester_name" varchar(120),
	"attester_title" varchar(120),
	"org_name" varchar(120),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(40) NOT NULL,
	"target_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"user_id" integer NOT NULL,
	"achievement_id" integer,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"awarded_on" date NOT NULL,
	"org_name" varchar(120) NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"role" "org_role" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "org_role" NOT NULL,
	"manager_id" integer,
	"segment" varchar(60),
	"show_branding" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"tier" "org_tier" DEFAULT 'team' NOT NULL,
	"seats" integer DEFAULT 5 NOT NULL,
	"logo_url" text,
	"brand_color" varchar(7),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_attestations" ADD CONSTRAINT "org_attestations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_attestations" ADD CONSTRAINT "org_attestations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_attestations" ADD CONSTRAINT "org_attestations_quota_record_id_quota_records_id_fk" FOREIGN KEY ("quota_record_id") REFERENCES "public"."quota_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_attestations" ADD CONSTRAINT "org_attestations_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_attestations" ADD CONSTRAINT "org_attestations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit" ADD CONSTRAINT "org_audit_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit" ADD CONSTRAINT "org_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit" ADD CONSTRAINT "org_audit_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_awards" ADD CONSTRAINT "org_awards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_attestations_org_status_idx" ON "org_attestations" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "org_attestations_record_idx" ON "org_attestations" USING btree ("user_id","quota_record_id");--> statement-breakpoint
CREATE INDEX "org_audit_org_idx" ON "org_audit" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "org_awards_org_idx" ON "org_awards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "org_awards_achievement_idx" ON "org_awards" USING btree ("achievement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_token_unique" ON "org_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "org_invitations_org_idx" ON "org_invitations" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_members_org_user_unique" ON "org_members" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "org_members_user_idx" ON "org_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_members_manager_idx" ON "org_members" USING btree ("org_id","manager_id");--> statement-breakpoint
-- A membership decides the plan a user's features follow (an Enterprise organisation gives Pro), so joining,
-- leaving and an organisation's plan change announce the members' accounts as changed: servers that keep account
-- rows in memory drop them.
CREATE OR REPLACE FUNCTION "notify_member_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('qp_user_changed', OLD."user_id"::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('qp_user_changed', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "org_members_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "org_members" FOR EACH ROW EXECUTE FUNCTION "notify_member_changed"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_org_plan_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."tier" IS DISTINCT FROM NEW."tier" THEN
    PERFORM pg_notify('qp_user_changed', m."user_id"::text) FROM "org_members" m WHERE m."org_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_notify_plan_changed" AFTER UPDATE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "notify_org_plan_changed"();

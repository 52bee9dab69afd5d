CREATE TABLE "org_audit_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"removed_count" integer NOT NULL,
	"event_seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_audit_heads" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_hash" varchar(64) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_audit_webhooks" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_delivered_seq" integer DEFAULT 0 NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"pending_through_seq" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scim_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scim_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"display_name" varchar(255) NOT NULL,
	"external_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_last4" varchar(4) NOT NULL,
	"rotated_by" integer,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" varchar(255),
	"user_name" varchar(254) NOT NULL,
	"email" varchar(254) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"given_name" varchar(100),
	"family_name" varchar(100),
	"middle_name" varchar(100),
	"display_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_sso_connections" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"type" varchar(4) NOT NULL,
	"idp_entity_id" varchar(1024),
	"idp_sso_url" text,
	"idp_certificates" jsonb,
	"metadata_xml" text,
	"issuer" text,
	"client_id" varchar(255),
	"client_secret_sealed" text,
	"client_secret_last4" varchar(4),
	"oidc_metadata" jsonb,
	"enforce" boolean DEFAULT false NOT NULL,
	"default_role" "org_role" DEFAULT 'seller' NOT NULL,
	"configured_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_pending_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"secrets_sealed" text,
	"next_path" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_used_assertions" (
	"org_id" integer NOT NULL,
	"assertion_id_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_used_assertions_org_id_assertion_id_hash_pk" PRIMARY KEY("org_id","assertion_id_hash")
);
--> statement-breakpoint
ALTER TABLE "org_audit" DROP CONSTRAINT "org_audit_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "org_audit" DROP CONSTRAINT "org_audit_target_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "org_audit" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "org_audit" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "org_audit" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
ALTER TABLE "org_audit_checkpoints" ADD CONSTRAINT "org_audit_checkpoints_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_heads" ADD CONSTRAINT "org_audit_heads_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_webhooks" ADD CONSTRAINT "org_audit_webhooks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_audit_webhooks" ADD CONSTRAINT "org_audit_webhooks_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_group_id_scim_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."scim_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_rotated_by_users_id_fk" FOREIGN KEY ("rotated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sso_connections" ADD CONSTRAINT "org_sso_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sso_connections" ADD CONSTRAINT "org_sso_connections_configured_by_users_id_fk" FOREIGN KEY ("configured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_pending_sign_ins" ADD CONSTRAINT "sso_pending_sign_ins_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_used_assertions" ADD CONSTRAINT "sso_used_assertions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_audit_checkpoints_org_seq_idx" ON "org_audit_checkpoints" USING btree ("org_id","seq");--> statement-breakpoint
CREATE INDEX "scim_group_members_org_user_idx" ON "scim_group_members" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_groups_org_name_unique" ON "scim_groups" USING btree ("org_id",lower("display_name"));--> statement-breakpoint
CREATE INDEX "scim_groups_org_external_idx" ON "scim_groups" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_org_unique" ON "scim_tokens" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash_unique" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_unique" ON "scim_users" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_org_user_name_unique" ON "scim_users" USING btree ("org_id",lower("user_name"));--> statement-breakpoint
CREATE INDEX "scim_users_org_external_idx" ON "scim_users" USING btree ("org_id","external_id");--> statement-breakpoint
CREATE INDEX "org_sso_connections_idp_entity_idx" ON "org_sso_connections" USING btree ("idp_entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_pending_sign_ins_key_unique" ON "sso_pending_sign_ins" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sso_pending_sign_ins_expires_idx" ON "sso_pending_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_used_assertions_expires_idx" ON "sso_used_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_audit_org_seq_unique" ON "org_audit" USING btree ("org_id","seq");
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
CREATE INDEX "org_audit_checkpoints_org_seq_idx" ON "org_audit_checkpoints" USING btree ("org_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "org_audit_org_seq_unique" ON "org_audit" USING btree ("org_id","seq");
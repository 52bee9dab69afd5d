CREATE TABLE "credential_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key_multibase" varchar(64) NOT NULL,
	"dev_secret_key_multibase" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_keys_public_key_multibase_unique" UNIQUE("public_key_multibase")
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"bits_hash" varchar(64),
	"document" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_type" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"claim_hash" varchar(64) NOT NULL,
	"document" jsonb NOT NULL,
	"status_list_id" integer NOT NULL,
	"status_index" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credentials_version" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_status_list_id_credential_status_lists_id_fk" FOREIGN KEY ("status_list_id") REFERENCES "public"."credential_status_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_status_slot_unique" ON "credentials" USING btree ("status_list_id","status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_active_item_unique" ON "credentials" USING btree ("user_id","item_type","item_id") WHERE "credentials"."status" = 'active';--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id","issued_at" DESC NULLS LAST);
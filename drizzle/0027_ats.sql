CREATE TABLE "org_ats_connections" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"key_last4" varchar(4) NOT NULL,
	"on_behalf_of" varchar(100) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_ats_connections" ADD CONSTRAINT "org_ats_connections_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_ats_connections" ADD CONSTRAINT "org_ats_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
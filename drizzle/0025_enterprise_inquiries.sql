CREATE TABLE "enterprise_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"company" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"seats" integer NOT NULL,
	"message" text,
	"user_id" integer,
	"ip_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_inquiries" ADD CONSTRAINT "enterprise_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_inquiries_ip_idx" ON "enterprise_inquiries" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "enterprise_inquiries_email_idx" ON "enterprise_inquiries" USING btree ("email","created_at");
CREATE TABLE "share_link_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_link_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_events_user_created_idx" ON "share_link_events" USING btree ("user_id","created_at");